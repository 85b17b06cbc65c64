import { q, type BankQuestion } from './types';

/**
 * Question templates with the topic woven in (`{topic}`): they make any free-text topic, even one the
 * bank does not know, yield role-flavoured questions.
 */
export const TOPIC_TEMPLATES: BankQuestion[] = [
  q(
    0,
    'What attracted you to working as a {topic}, and what do you find most rewarding about this kind of work?',
    'Genuine motivation for the role | Understands the day-to-day work | Concrete example of a rewarding moment',
    '¿Qué te atrajo de trabajar como {topic} y qué es lo que más te satisface de este tipo de trabajo?',
    'Motivación genuina por el puesto | Entiende el trabajo del día a día | Ejemplo concreto de un momento gratificante',
  ),
  q(
    0,
    'Walk me through a typical day or week in your most recent {topic} work. Which tasks take most of your time?',
    'Clear picture of responsibilities | Tools and methods used | How time is prioritised',
    'Descríbeme un día o una semana típica en tu trabajo más reciente como {topic}. ¿Qué tareas te ocupan más tiempo?',
    'Imagen clara de sus responsabilidades | Herramientas y métodos que usa | Cómo prioriza su tiempo',
  ),
  q(
    1,
    'In your opinion, what separates an excellent {topic} from an average one? Give an example from your own work.',
    'Names specific qualities or skills | Backs them with a personal example | Shows self-awareness about own level',
    'En tu opinión, ¿qué distingue a un excelente profesional en el puesto de {topic} de uno promedio? Da un ejemplo de tu propio trabajo.',
    'Nombra cualidades o habilidades concretas | Las respalda con un ejemplo personal | Es consciente de su propio nivel',
  ),
  q(
    1,
    'Which metrics or signals do you use to know whether you are doing a good job as a {topic}?',
    'Names concrete metrics | Explains why they matter | How they act on them',
    '¿Qué métricas o señales usas para saber si estás haciendo un buen trabajo como {topic}?',
    'Nombra métricas concretas | Explica por qué importan | Cómo actúa en función de ellas',
  ),
  q(
    1,
    'Tell me about the hardest problem you have solved in a {topic} role. How did you approach it?',
    'Clear description of the problem | Structured approach and analysis | Result and its impact | What they learned',
    'Háblame del problema más difícil que hayas resuelto en un puesto de {topic}. ¿Cómo lo abordaste?',
    'Descripción clara del problema | Enfoque estructurado y análisis | Resultado y su impacto | Qué aprendió',
  ),
  q(
    0,
    'Which tools, methods or resources do you rely on most as a {topic}, and why?',
    'Names specific tools or methods | Explains when each is useful | Knows their limitations',
    '¿En qué herramientas, métodos o recursos te apoyas más como {topic} y por qué?',
    'Nombra herramientas o métodos concretos | Explica cuándo es útil cada uno | Conoce sus limitaciones',
  ),
  q(
    1,
    'How do you keep your knowledge and skills as a {topic} up to date?',
    'Concrete learning habits | Recent thing learned and applied | Sources relevant to the field',
    '¿Cómo mantienes actualizados tus conocimientos y habilidades como {topic}?',
    'Hábitos de aprendizaje concretos | Algo aprendido y aplicado recientemente | Fuentes relevantes para el sector',
  ),
  q(
    1,
    'Imagine your first 90 days as our new {topic}. What would you focus on first, and why?',
    'Learns the context and people first | Identifies quick wins | Sets measurable goals | Asks for feedback early',
    'Imagina tus primeros 90 días como nuestro nuevo {topic}. ¿En qué te centrarías primero y por qué?',
    'Primero aprende el contexto y conoce a las personas | Identifica mejoras rápidas | Fija objetivos medibles | Pide feedback pronto',
  ),
  q(
    2,
    'Which trends or changes do you expect to affect {topic} work most in the next few years, and how are you preparing?',
    'Names relevant trends | Explains their impact on the role | Concrete preparation or experiments',
    '¿Qué tendencias o cambios crees que afectarán más al trabajo de {topic} en los próximos años y cómo te estás preparando?',
    'Nombra tendencias relevantes | Explica su impacto en el puesto | Preparación o pruebas concretas',
  ),
  q(
    2,
    'If you had to build or lead a {topic} team from scratch, how would you set its goals, standards and ways of working?',
    'Links goals to business needs | Defines quality standards | Hiring and onboarding approach | How progress is reviewed',
    'Si tuvieras que crear o liderar desde cero un equipo de {topic}, ¿cómo definirías sus objetivos, estándares y forma de trabajar?',
    'Vincula los objetivos a las necesidades del negocio | Define estándares de calidad | Enfoque de contratación e incorporación | Cómo revisa el progreso',
  ),
];

/** Questions about one listed skill (`{skill}`), by level: asked once per skill, the level picks the wording. */
export const SKILL_TEMPLATES: BankQuestion[] = [
  q(
    0,
    'Walk me through a project where you applied {skill}. What was your part and what was the result?',
    'Concrete project and context | Their own role with {skill} | Result or impact | What they learned',
    'Cuéntame un proyecto en el que aplicaste {skill}. ¿Cuál fue tu papel y cuál fue el resultado?',
    'Proyecto y contexto concretos | Su propio papel con {skill} | Resultado o impacto | Qué aprendió',
  ),
  q(
    1,
    'How have you used {skill} in real work, and what problems did you run into along the way?',
    'Real situation where {skill} was used | Specific problem encountered | How it was solved | What they would do differently',
    '¿Cómo has usado {skill} en un trabajo real y con qué problemas te encontraste?',
    'Situación real en la que usó {skill} | Problema concreto que encontró | Cómo lo resolvió | Qué haría diferente',
  ),
  q(
    2,
    'How have you used {skill} in production at scale, which trade-offs did you make, and how would you teach it to a new team member?',
    'Production or high-stakes use of {skill} | Trade-offs and limitations named | Decisions backed by results | Can teach and set standards for others',
    '¿Cómo has usado {skill} en producción o a gran escala, qué compromisos asumiste y cómo se lo enseñarías a alguien nuevo en el equipo?',
    'Uso de {skill} en producción o con mucho en juego | Nombra compromisos y limitaciones | Decisiones respaldadas por resultados | Sabe enseñar y fijar estándares',
  ),
];

/**
 * Asked when a template's short bio (`{bio}`, an excerpt) is given: the bio describes the role, never
 * the applicant, so the question quotes it as the role's description.
 */
export const ROLE_TEMPLATE: BankQuestion = q(
  1,
  'The {topic} role is described as: “{bio}”. Which of your experiences prepares you best for that work, and why?',
  'Picks a specific experience | Links it to the role’s needs | Gives a concrete result or example',
  'El puesto de {topic} se describe así: «{bio}». ¿Qué experiencia tuya te prepara mejor para ese trabajo y por qué?',
  'Elige una experiencia concreta | La relaciona con las necesidades del puesto | Da un resultado o ejemplo concreto',
);

/** Asked for a job position's custom template (`{title}`, `{detail}` an excerpt of its description). */
export const POSITION_TEMPLATE: BankQuestion = q(
  1,
  'This {title} position involves: “{detail}”. Which of your experiences prepares you best for that, and what would you need to learn?',
  'Relevant experience matched to the duties | Concrete example with results | Honest about gaps | Plan to close the gaps',
  'Este puesto de {title} implica: «{detail}». ¿Qué experiencia tuya te prepara mejor para ello y qué necesitarías aprender?',
  'Experiencia relevante para esas funciones | Ejemplo concreto con resultados | Honestidad sobre lo que le falta | Plan para cubrir esas carencias',
);

/** Asked for an applicant's custom template (`{title}` their job title, `{detail}` their experience). */
export const APPLICANT_TEMPLATE: BankQuestion = q(
  1,
  'In your work as {title} you describe: “{detail}”. What was the most significant result you achieved there, and how did you achieve it?',
  'Specific, measurable result | Their personal actions | Obstacles overcome | Relevance to this role',
  'En tu trabajo como {title} describes: «{detail}». ¿Cuál fue el resultado más importante que lograste y cómo lo conseguiste?',
  'Resultado concreto y medible | Sus acciones personales | Obstáculos superados | Relación con este puesto',
);
