import { q, type BankGroup } from './types';

/** Customer service: support representatives and customer success. */
export const CUSTOMER_SERVICE: BankGroup = {
  group: 'Customer service',
  keywords: [
    'customer',
    'support',
    'service',
    'client',
    'cliente',
    'atencion',
    'soporte',
    'call',
    'helpdesk',
  ],
  questions: [
    q(
      0,
      'How do you handle a customer who is angry when the problem was not caused by you or your company?',
      'Listens and acknowledges feelings [[listen|let them|hear; acknowledge|understand|frustrat|feel|apolog|sorry|empath]] || ' +
        'Stays calm and professional [[calm|patient|professional|not take it personal|polite|tone]] || ' +
        'Focuses on a solution [[solution|solve|fix|resolve|option|refund|replace|next step]] || ' +
        'Follows up afterwards [[follow|call back|check back|check in|next day|e-mail them|email them]]',
      '¿Cómo atiendes a un cliente enfadado cuando el problema no lo causaste tú ni tu empresa?',
      'Escucha y reconoce sus emociones [[escuch|dejo que|hablar; reconoc|entiend|comprend|frustra|sient|disculp|empat]] || ' +
        'Mantiene la calma y la profesionalidad [[calma|tranquil|pacien|profesional|tono|no me lo tomo]] || ' +
        'Se centra en una solución [[solucion|resolver|arregl|opcion|reembolso|cambio|siguiente paso]] || ' +
        'Hace seguimiento después [[seguimiento|vuelvo a llamar|llamo despues|al dia siguiente|correo|compruebo]]',
    ),
    q(
      1,
      'Tell me about a time you turned an unhappy customer into a loyal one. What exactly did you do?',
      'Understood the root of the complaint | Took ownership | Went beyond a scripted answer | Measurable outcome (retention, feedback)',
      'Cuéntame de una vez en la que convertiste a un cliente insatisfecho en un cliente fiel. ¿Qué hiciste exactamente?',
      'Entendió el origen de la queja | Asumió la responsabilidad | Fue más allá de una respuesta de guion | Resultado medible (retención, valoración)',
    ),
    q(
      1,
      'How do you balance speed and quality when you have a long queue of customer requests?',
      'Triage by urgency and impact | Uses templates or a knowledge base wisely | Does not sacrifice accuracy | Knows when to escalate',
      '¿Cómo equilibras la rapidez y la calidad cuando tienes una larga cola de solicitudes de clientes?',
      'Clasifica por urgencia e impacto | Usa plantillas o base de conocimiento con criterio | No sacrifica la precisión | Sabe cuándo escalar',
    ),
    q(
      2,
      'How would you use customer feedback and support data to improve the product or service?',
      'Collects and categorises feedback | Spots recurring issues with data | Shares insights with other teams | Tracks the effect of changes',
      '¿Cómo usarías las opiniones de los clientes y los datos de soporte para mejorar el producto o el servicio?',
      'Recoge y clasifica las opiniones | Detecta problemas recurrentes con datos | Comparte conclusiones con otros equipos | Mide el efecto de los cambios',
    ),
  ],
  topics: [
    {
      name: 'Customer Service Representative',
      es: 'Representante de Atención al Cliente',
      keywords: [
        'representative',
        'agent',
        'call center',
        'contact center',
        'representante',
        'agente',
        'teleoperador',
      ],
      questions: [
        q(
          0,
          'A customer asks for something that goes against company policy. How do you respond?',
          'Explains the policy and the reason politely | Offers alternatives within the rules | Keeps a positive tone | Escalates genuine exceptions',
          'Un cliente pide algo que va en contra de la política de la empresa. ¿Cómo respondes?',
          'Explica la política y su motivo con cortesía | Ofrece alternativas dentro de las normas | Mantiene un tono positivo | Escala las excepciones justificadas',
        ),
        q(
          0,
          'What do you do when you do not know the answer to a customer’s question?',
          'Is honest about not knowing | Uses the knowledge base or colleagues | Sets a clear time for the answer | Follows up as promised',
          '¿Qué haces cuando no sabes la respuesta a la pregunta de un cliente?',
          'Es honesto sobre no saberlo | Consulta la base de conocimiento o a compañeros | Da un plazo claro para la respuesta | Cumple el seguimiento prometido',
        ),
        q(
          1,
          'How do you handle several channels at once, such as phone, chat and e-mail, without losing track of cases?',
          'Uses a ticketing or CRM system | Documents each interaction | Prioritises by urgency | Consistent tone across channels',
          '¿Cómo atiendes varios canales a la vez, como teléfono, chat y correo, sin perder el control de los casos?',
          'Usa un sistema de tickets o CRM | Documenta cada interacción | Prioriza por urgencia | Mantiene un tono coherente en todos los canales',
        ),
        q(
          1,
          'Which customer service metrics have you worked with, such as CSAT or first-contact resolution, and how did you improve yours?',
          'Knows common metrics (CSAT, FCR, AHT, NPS) [[!csat|fcr|aht|nps|first contact resolution|first-contact resolution|customer satisfaction|handle time|net promoter]] || ' +
            'Understands what each measures [[measure|show|tell|mean|satisfaction|resolved|first contact|loyal|recommend|time; csat|fcr|aht|nps]] || ' +
            'Concrete actions that improved a metric [[improve|increase|raise|reduce|cut|lower|went from|# ; by|through|training|coaching|knowledge base|script|macro|callback|follow|root cause|#]]',
          '¿Con qué métricas de atención al cliente has trabajado, como CSAT o resolución en el primer contacto, y cómo mejoraste las tuyas?',
          'Conoce métricas habituales (CSAT, FCR, AHT, NPS) [[!csat|fcr|aht|nps|resolucion en el primer contacto|satisfaccion del cliente|tiempo medio]] || ' +
            'Entiende qué mide cada una [[mide|medir|indica|significa|satisfaccion|resuelto|primer contacto|recomend|tiempo; csat|fcr|aht|nps]] || ' +
            'Acciones concretas que mejoraron una métrica [[mejor|aument|subi|reduj|baj|pas de|#; formacion|capacit|base de conocimiento|guion|plantilla|seguimiento|causa raiz|#]]',
        ),
        q(
          2,
          'You notice many customers calling about the same issue. What would you do beyond answering each call?',
          'Documents and quantifies the pattern | Informs the responsible team | Proposes a fix or a knowledge-base article | Checks that contacts go down',
          'Notas que muchos clientes llaman por el mismo problema. ¿Qué harías además de atender cada llamada?',
          'Documenta y cuantifica el patrón | Informa al equipo responsable | Propone una solución o un artículo en la base de conocimiento | Comprueba que bajan los contactos',
        ),
      ],
    },
    {
      name: 'Customer Success Manager',
      es: 'Customer Success Manager',
      keywords: ['success', 'csm', 'retention', 'onboarding', 'churn', 'exito', 'retencion', 'cuentas'],
      questions: [
        q(
          0,
          'How would you explain the difference between customer support and customer success?',
          'Support is reactive, success is proactive | Success focuses on customer outcomes and value | Both share information',
          '¿Cómo explicarías la diferencia entre soporte al cliente y customer success?',
          'El soporte es reactivo y customer success es proactivo | Customer success se centra en los resultados y el valor para el cliente | Ambos comparten información',
        ),
        q(
          1,
          'How do you onboard a new customer so that they get value from the product quickly?',
          'Agrees goals and success criteria | Onboarding plan with milestones | Training for key users | Early check-ins',
          '¿Cómo incorporas a un nuevo cliente para que obtenga valor del producto rápidamente?',
          'Acuerda objetivos y criterios de éxito | Plan de incorporación con hitos | Formación a los usuarios clave | Seguimientos tempranos',
        ),
        q(
          1,
          'Which signals tell you that an account is at risk of churning, and what do you do about them?',
          'Usage drops and low adoption | Support tickets and sentiment | Changes of sponsor | Action plan with the customer',
          '¿Qué señales te indican que una cuenta corre el riesgo de darse de baja y qué haces al respecto?',
          'Caída de uso y baja adopción | Tickets de soporte y opinión del cliente | Cambio de patrocinador | Plan de acción con el cliente',
        ),
        q(
          1,
          'Tell me about a time you identified an expansion or upsell opportunity with an existing customer.',
          'Based on the customer’s goals | Built the business case | Worked with sales | Result achieved',
          'Cuéntame de una vez en la que identificaste una oportunidad de ampliación o venta adicional con un cliente existente.',
          'Basada en los objetivos del cliente | Construyó el caso de negocio | Colaboró con ventas | Resultado logrado',
        ),
        q(
          2,
          'How would you design a customer health score for a portfolio of accounts?',
          'Chooses measurable inputs (usage, support, payments, engagement) | Weights them by impact on renewal | Validates against churn history | Turns scores into playbooks',
          '¿Cómo diseñarías un indicador de salud de clientes para una cartera de cuentas?',
          'Elige datos medibles (uso, soporte, pagos, participación) | Los pondera por su impacto en la renovación | Lo valida con el historial de bajas | Convierte los resultados en planes de acción',
        ),
      ],
    },
  ],
};
