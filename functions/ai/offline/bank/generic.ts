import { q, type BankQuestion } from './types';

/**
 * Behavioural and situational questions that fit any role (STAR-style: situation, task, action, result).
 * Level 2 ones are about leadership, so senior templates get more of them.
 */
export const GENERIC_QUESTIONS: BankQuestion[] = [
  q(
    0,
    'Tell me about a time you had to learn something new quickly to get a job done. How did you approach it?',
    'Concrete situation and deadline [[when|had to|project|task|new job|#; deadline|week|days|day|month|by friday|in time|#]] || ' +
      'Learning method and sources used [[course|tutorial|documentation|docs|book|video|colleague|mentor|practice|practised|practiced|read|asked]] || ' +
      'How the result was checked [[check|test|review|verify|feedback|result|worked|passed|#]] || ' +
      'What they would reuse next time [[next time|again|reuse|now i|since then|lesson|learned|learnt]]',
    'Cuéntame de una ocasión en la que tuviste que aprender algo nuevo rápidamente para cumplir con un trabajo. ¿Cómo lo abordaste?',
    'Situación concreta y plazo [[cuando|tuve que|proyecto|tarea|nuevo puesto|#; plazo|semana|dias|mes|a tiempo|#]] || ' +
      'Método de aprendizaje y fuentes usadas [[curso|tutorial|documentacion|libro|video|compañero|companero|mentor|practi|lei|pregunte]] || ' +
      'Cómo comprobó el resultado [[comprob|prueb|revis|verific|opinion|resultado|funciono|#]] || ' +
      'Qué reutilizaría la próxima vez [[proxima vez|otra vez|reutiliz|desde entonces|aprendi|leccion]]',
  ),
  q(
    1,
    'Describe a situation where you disagreed with a colleague about how to do something. What did you do and what was the outcome?',
    'Listens to understand the other view [[listen|asked why|understand|their view|their point|perspective|heard]] || ' +
      'Argues with facts, not position [[data|facts|numbers|evidence|test|prototype|benchmark|measured|#]] || ' +
      'Reaches a decision or escalates appropriately [[agreed|decided|decision|compromise|escalat|manager|lead|tried both|went with]] || ' +
      'Keeps the working relationship [[relationship|still work|friends|respect|thanked|good terms|trust]]',
    'Describe una situación en la que no estuviste de acuerdo con un compañero sobre cómo hacer algo. ¿Qué hiciste y cuál fue el resultado?',
    'Escucha para entender la otra postura [[escuch|pregunte por que|entend|su punto|su postura|perspectiva]] || ' +
      'Argumenta con datos, no con jerarquía [[datos|hechos|cifras|evidencia|prueba|prototipo|medimos|#]] || ' +
      'Llega a una decisión o escala de forma adecuada [[acordamos|decidimos|decision|acuerdo|escal|responsable|jefe|probamos ambas]] || ' +
      'Cuida la relación de trabajo [[relacion|seguimos trabajando|respeto|buena relacion|confianza|agradeci]]',
  ),
  q(
    1,
    'Tell me about a mistake you made at work. How did you handle it and what did you change afterwards?',
    'Owns the mistake openly [[my mistake|my fault|i told|admitted|owned|took responsibility|i made|i forgot|i broke]] || ' +
      'Immediate action to limit the impact [[immediately|right away|rolled back|fixed|stopped|called|limit|same day|within]] || ' +
      'Root cause identified [[root cause|cause|because|why it happened|the reason]] || ' +
      'Lasting change to prevent it recurring [[checklist|test|review|process|now i|since then|never again|automat|prevent]]',
    'Háblame de un error que cometiste en el trabajo. ¿Cómo lo manejaste y qué cambiaste después?',
    'Asume el error abiertamente [[mi error|mi culpa|lo conte|lo admiti|asumi|reconoci|me equivoque|olvide]] || ' +
      'Acción inmediata para limitar el impacto [[inmediatamente|enseguida|revert|corregi|arregle|pare|llame|ese mismo dia]] || ' +
      'Identifica la causa raíz [[causa raiz|causa|porque|por que paso|el motivo]] || ' +
      'Cambio duradero para evitar que se repita [[lista de comprobacion|checklist|prueba|revision|proceso|desde entonces|nunca mas|automatic|evitar]]',
  ),
  q(
    0,
    'How do you organise your work when you have several urgent tasks at the same time?',
    'Prioritises by impact and deadline [[priorit|impact|urgent|deadline|first|most important|eisenhower]] || ' +
      'Communicates trade-offs to stakeholders [[told|inform|agreed|manager|client|stakeholder|expectations|delay|later]] || ' +
      'Uses a concrete planning method or tool [[list|to-do|todo|calendar|jira|trello|kanban|board|time block|eisenhower|planner|notion]] || ' +
      'Example of a real busy period [[last|once|when|week|month|quarter|launch|#]]',
    '¿Cómo organizas tu trabajo cuando tienes varias tareas urgentes al mismo tiempo?',
    'Prioriza por impacto y plazo [[prioriz|impacto|urgente|plazo|primero|lo mas importante|eisenhower]] || ' +
      'Comunica las renuncias a los interesados [[avise|inform|acord|jefe|cliente|interesados|expectativas|retraso|despues]] || ' +
      'Usa un método o herramienta concreta de planificación [[lista|calendario|agenda|jira|trello|kanban|tablero|bloques de tiempo|eisenhower|notion]] || ' +
      'Ejemplo de un periodo real de mucha carga [[ultimo|una vez|cuando|semana|mes|trimestre|lanzamiento|#]]',
  ),
  q(
    1,
    'Tell me about a time you received critical feedback. How did you respond?',
    'Listens without becoming defensive | Asks questions to understand the feedback | Concrete change made as a result | Follows up to check improvement',
    'Cuéntame de una ocasión en la que recibiste una crítica a tu trabajo. ¿Cómo reaccionaste?',
    'Escucha sin ponerse a la defensiva | Pregunta para entender la crítica | Cambio concreto que hizo como resultado | Hace seguimiento para comprobar la mejora',
  ),
  q(
    1,
    'Describe a project you are proud of. What was your specific contribution and how did you measure success?',
    'Clear description of the project and goal | Their own contribution, not only the team’s | Measurable result | What they learned',
    'Describe un proyecto del que te sientas orgulloso. ¿Cuál fue tu contribución concreta y cómo mediste el éxito?',
    'Descripción clara del proyecto y su objetivo | Su propia contribución, no solo la del equipo | Resultado medible | Qué aprendió',
  ),
  q(
    0,
    'Tell me about a time you had to explain something complex to someone without your background.',
    'Adapts language to the audience | Uses examples or analogies | Checks understanding | Outcome of the conversation',
    'Cuéntame de una vez en la que tuviste que explicar algo complejo a alguien sin tu formación.',
    'Adapta el lenguaje a la audiencia | Usa ejemplos o analogías | Comprueba que se ha entendido | Resultado de la conversación',
  ),
  q(
    1,
    'Describe a time when a plan changed at the last minute. How did you adapt?',
    'Stays calm and reassesses priorities | Communicates the change to those affected | Concrete actions taken | Result and lesson learned',
    'Describe una ocasión en la que un plan cambió en el último momento. ¿Cómo te adaptaste?',
    'Mantiene la calma y reevalúa prioridades | Comunica el cambio a los afectados | Acciones concretas que tomó | Resultado y lección aprendida',
  ),
  q(
    1,
    'Tell me about a time you went beyond what was expected of you. Why did you do it?',
    'Specific situation and expectation | What extra they did | Impact on the team, customer or business | Motivation behind it',
    'Cuéntame de una ocasión en la que fuiste más allá de lo que se esperaba de ti. ¿Por qué lo hiciste?',
    'Situación y expectativa concretas | Qué hizo de más | Impacto en el equipo, el cliente o el negocio | Motivación detrás',
  ),
  q(
    0,
    'What kind of working environment helps you do your best work, and how do you contribute to it?',
    'Self-awareness about how they work | Concrete examples of contributing to the team | Flexibility with other styles',
    '¿Qué tipo de ambiente de trabajo te ayuda a rendir mejor y cómo contribuyes a crearlo?',
    'Conoce su propia forma de trabajar | Ejemplos concretos de aportar al equipo | Flexibilidad con otros estilos',
  ),
  q(
    1,
    'Tell me about a time you had to make a decision without all the information you wanted.',
    'How they assessed the risk | Information they gathered in the time available | Decision and reasoning | How they reviewed it afterwards',
    'Háblame de una vez en la que tuviste que tomar una decisión sin toda la información que querías.',
    'Cómo evaluó el riesgo | Información que reunió en el tiempo disponible | Decisión y razonamiento | Cómo la revisó después',
  ),
  q(
    1,
    'Describe a time you worked with a difficult customer, manager or colleague. What did you do?',
    'Stays professional and empathetic | Finds the underlying need | Sets boundaries or escalates when needed | Outcome for both sides',
    'Describe una ocasión en la que trabajaste con un cliente, jefe o compañero difícil. ¿Qué hiciste?',
    'Mantiene la profesionalidad y la empatía | Descubre la necesidad de fondo | Pone límites o escala cuando hace falta | Resultado para ambas partes',
  ),
  q(
    0,
    'How do you make sure the quality of your work is good before you hand it over?',
    'Self-review or checklist | Asks for review from others | Checks against the original requirement | Example of catching an error',
    '¿Cómo te aseguras de que tu trabajo tiene buena calidad antes de entregarlo?',
    'Autorrevisión o lista de comprobación | Pide revisión a otras personas | Lo contrasta con el requisito original | Ejemplo de un error detectado a tiempo',
  ),
  q(
    1,
    'Tell me about a process at work that you improved. What was the problem and what changed?',
    'Problem identified with evidence | Solution proposed and agreed | Implementation steps | Measured improvement',
    'Háblame de un proceso de trabajo que hayas mejorado. ¿Cuál era el problema y qué cambió?',
    'Problema identificado con evidencia | Solución propuesta y acordada | Pasos de la implantación | Mejora medida',
  ),
  q(
    0,
    'Why are you interested in this role, and where do you want to grow in the next two years?',
    'Genuine motivation linked to the role | Knowledge of what the job involves | Realistic development goals',
    '¿Por qué te interesa este puesto y en qué quieres crecer en los próximos dos años?',
    'Motivación genuina ligada al puesto | Conoce lo que implica el trabajo | Objetivos de desarrollo realistas',
  ),
  q(
    1,
    'Tell me about a time you missed a deadline or were about to. What happened and how did you handle it?',
    'Early warning to stakeholders | Options offered (scope, time, help) | Recovery actions | Change in planning afterwards',
    'Cuéntame de una ocasión en la que no cumpliste un plazo o estuviste a punto. ¿Qué pasó y cómo lo gestionaste?',
    'Avisa pronto a los interesados | Ofrece opciones (alcance, tiempo, ayuda) | Acciones para recuperar | Cambio en la planificación después',
  ),
  q(
    2,
    'Describe a time you led a team or a piece of work through a difficult period. How did you keep people motivated and aligned?',
    'Clear goals and priorities set | Regular, honest communication | Support for individuals under pressure | Result achieved by the team',
    'Describe una ocasión en la que lideraste un equipo o un trabajo durante un periodo difícil. ¿Cómo mantuviste a las personas motivadas y alineadas?',
    'Objetivos y prioridades claros | Comunicación regular y honesta | Apoyo a las personas bajo presión | Resultado logrado por el equipo',
  ),
  q(
    2,
    'Tell me about someone you mentored or helped grow. What did you do and how did they progress?',
    'Identified their development needs | Concrete coaching actions | Gave them room to take ownership | Evidence of their progress',
    'Háblame de alguien a quien hayas guiado o ayudado a crecer. ¿Qué hiciste y cómo progresó?',
    'Identificó sus necesidades de desarrollo | Acciones concretas de acompañamiento | Le dio espacio para asumir responsabilidad | Evidencia de su progreso',
  ),
  q(
    2,
    'Describe a decision you made that affected several teams or the business. How did you get buy-in?',
    'Understood each stakeholder’s interests | Built the case with data | Handled objections | Followed up on the impact',
    'Describe una decisión tuya que afectó a varios equipos o al negocio. ¿Cómo conseguiste el apoyo necesario?',
    'Entendió los intereses de cada parte | Construyó el argumento con datos | Gestionó las objeciones | Hizo seguimiento del impacto',
  ),
  q(
    2,
    'Tell me about a time you had to deliver bad news to a team member or a client. How did you do it?',
    'Prepared facts and options beforehand | Direct but respectful delivery | Listened to the reaction | Agreed next steps',
    'Cuéntame de una ocasión en la que tuviste que dar una mala noticia a alguien del equipo o a un cliente. ¿Cómo lo hiciste?',
    'Preparó hechos y opciones de antemano | Comunicación directa pero respetuosa | Escuchó la reacción | Acordó los siguientes pasos',
  ),
];
