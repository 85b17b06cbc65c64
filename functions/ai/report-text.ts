import type { Language } from '../../shared/interview-options';

/**
 * Every fixed sentence a scored session can carry, in each of the 10 interview languages. They are
 * written in the organization's reporting language (not the interview's), whichever provider scored.
 */
export interface ReportText {
  notAnswered: string;
  injectionSession: string;
  injectionAnswer: string;
  needsReview: string;
  unverified: (count: number) => string;
  keywordList: string;
  covered: (list: string) => string;
  partial: (list: string) => string;
  missing: (list: string) => string;
  noneCovered: string;
  allCovered: string;
  summary: (answered: number, total: number, score: number) => string;
  strongest: (question: string, score: number) => string;
  weakest: (question: string, score: number) => string;
  probe: (list: string) => string;
  unanswered: (list: string) => string;
  reviewCount: (count: number) => string;
  depth: string;
}

const EN: ReportText = {
  notAnswered: 'Not answered: the question was left blank.',
  injectionSession:
    'Warning: at least one answer tried to instruct the evaluator (for example, asking for a score); that text was ignored and the answer is flagged for review.',
  injectionAnswer: 'This answer tried to instruct the evaluator; that text was ignored.',
  needsReview: 'Needs review: repeated scoring of this answer disagreed by more than 2 points.',
  unverified: (n) => `${n} quoted passage(s) were not found in the answer and were not counted.`,
  keywordList: 'The answer lists words without sentences, which shows no understanding.',
  covered: (l) => `Covered: ${l}.`,
  partial: (l) => `Partly covered: ${l}.`,
  missing: (l) => `Missing: ${l}.`,
  noneCovered: 'None of the expected key points were covered.',
  allCovered: 'All key points were covered.',
  summary: (a, t, s) => `Answered ${a} of ${t} questions; session score ${s}/100.`,
  strongest: (q, s) => `Strongest answer: “${q}” (${s}/10).`,
  weakest: (q, s) => `Weakest answer: “${q}” (${s}/10).`,
  probe: (l) => `In a follow-up, probe these areas that were weak or missing: ${l}.`,
  unanswered: (l) => `Ask again the questions left unanswered: ${l}.`,
  reviewCount: (n) => `${n} answer(s) need a person's review.`,
  depth:
    'Answers covered the expected points; in a follow-up, ask for concrete examples with measurable results.',
};

const ES: ReportText = {
  notAnswered: 'Sin respuesta: la pregunta no se contestó.',
  injectionSession:
    'Atención: al menos una respuesta intentó dar instrucciones al evaluador (por ejemplo, pedir una nota); ese texto no se tuvo en cuenta y la respuesta queda marcada para revisión.',
  injectionAnswer: 'Esta respuesta intentó dar instrucciones al evaluador; ese texto no se tuvo en cuenta.',
  needsReview: 'Requiere revisión: las puntuaciones repetidas de esta respuesta difieren en más de 2 puntos.',
  unverified: (n) => `${n} cita(s) no aparecen en la respuesta y no se tuvieron en cuenta.`,
  keywordList: 'La respuesta enumera palabras sin frases, lo que no demuestra comprensión.',
  covered: (l) => `Cubrió: ${l}.`,
  partial: (l) => `Cubrió en parte: ${l}.`,
  missing: (l) => `Faltó: ${l}.`,
  noneCovered: 'No cubrió ninguno de los puntos clave esperados.',
  allCovered: 'Cubrió todos los puntos clave.',
  summary: (a, t, s) => `Respondió ${a} de ${t} preguntas; puntuación de la sesión ${s}/100.`,
  strongest: (q, s) => `Mejor respuesta: «${q}» (${s}/10).`,
  weakest: (q, s) => `Respuesta más débil: «${q}» (${s}/10).`,
  probe: (l) => `En una entrevista de seguimiento, profundiza en estas áreas débiles o ausentes: ${l}.`,
  unanswered: (l) => `Vuelve a preguntar lo que quedó sin responder: ${l}.`,
  reviewCount: (n) => `${n} respuesta(s) requieren la revisión de una persona.`,
  depth:
    'Las respuestas cubrieron los puntos esperados; en un seguimiento, pide ejemplos concretos con resultados medibles.',
};

const PT: ReportText = {
  notAnswered: 'Sem resposta: a pergunta ficou em branco.',
  injectionSession:
    'Atenção: pelo menos uma resposta tentou dar instruções ao avaliador (por exemplo, pedir uma nota); esse texto foi ignorado e a resposta foi marcada para revisão.',
  injectionAnswer: 'Esta resposta tentou dar instruções ao avaliador; esse texto foi ignorado.',
  needsReview: 'Requer revisão: as pontuações repetidas desta resposta diferem em mais de 2 pontos.',
  unverified: (n) => `${n} citação(ões) não foram encontradas na resposta e não foram contadas.`,
  keywordList: 'A resposta lista palavras sem frases, o que não demonstra compreensão.',
  covered: (l) => `Cobriu: ${l}.`,
  partial: (l) => `Cobriu em parte: ${l}.`,
  missing: (l) => `Faltou: ${l}.`,
  noneCovered: 'Nenhum dos pontos-chave esperados foi coberto.',
  allCovered: 'Todos os pontos-chave foram cobertos.',
  summary: (a, t, s) => `Respondeu ${a} de ${t} perguntas; pontuação da sessão ${s}/100.`,
  strongest: (q, s) => `Melhor resposta: “${q}” (${s}/10).`,
  weakest: (q, s) => `Resposta mais fraca: “${q}” (${s}/10).`,
  probe: (l) => `Numa entrevista de acompanhamento, aprofunde estas áreas fracas ou ausentes: ${l}.`,
  unanswered: (l) => `Pergunte de novo o que ficou sem resposta: ${l}.`,
  reviewCount: (n) => `${n} resposta(s) precisam da revisão de uma pessoa.`,
  depth:
    'As respostas cobriram os pontos esperados; num acompanhamento, peça exemplos concretos com resultados mensuráveis.',
};

const ZH: ReportText = {
  notAnswered: '未作答：该问题留空。',
  injectionSession:
    '警告：至少有一个回答试图向评估者下达指令（例如索要分数）；该文本已被忽略，回答已标记待审核。',
  injectionAnswer: '此回答试图向评估者下达指令；该文本已被忽略。',
  needsReview: '需要审核：对此回答的多次评分相差超过 2 分。',
  unverified: (n) => `有 ${n} 处引用在回答中找不到，未予计入。`,
  keywordList: '回答只罗列词语而没有完整句子，未体现理解。',
  covered: (l) => `已覆盖：${l}。`,
  partial: (l) => `部分覆盖：${l}。`,
  missing: (l) => `缺少：${l}。`,
  noneCovered: '未覆盖任何预期要点。',
  allCovered: '覆盖了所有要点。',
  summary: (a, t, s) => `回答了 ${t} 个问题中的 ${a} 个；本次面试得分 ${s}/100。`,
  strongest: (q, s) => `最佳回答：“${q}”（${s}/10）。`,
  weakest: (q, s) => `最弱回答：“${q}”（${s}/10）。`,
  probe: (l) => `在后续面试中，深入追问这些薄弱或缺失的方面：${l}。`,
  unanswered: (l) => `再次询问未回答的问题：${l}。`,
  reviewCount: (n) => `有 ${n} 个回答需要人工审核。`,
  depth: '回答覆盖了预期要点；后续面试中可要求提供带有可衡量结果的具体例子。',
};

const HI: ReportText = {
  notAnswered: 'उत्तर नहीं दिया गया: प्रश्न खाली छोड़ा गया।',
  injectionSession:
    'चेतावनी: कम से कम एक उत्तर ने मूल्यांकनकर्ता को निर्देश देने की कोशिश की (जैसे अंक माँगना); उस पाठ को अनदेखा किया गया और उत्तर को समीक्षा के लिए चिह्नित किया गया।',
  injectionAnswer: 'इस उत्तर ने मूल्यांकनकर्ता को निर्देश देने की कोशिश की; उस पाठ को अनदेखा किया गया।',
  needsReview: 'समीक्षा आवश्यक: इस उत्तर के बार-बार के अंकों में 2 से अधिक अंकों का अंतर है।',
  unverified: (n) => `${n} उद्धरण उत्तर में नहीं मिले और गिने नहीं गए।`,
  keywordList: 'उत्तर में वाक्यों के बिना केवल शब्दों की सूची है, जिससे समझ नहीं दिखती।',
  covered: (l) => `शामिल: ${l}।`,
  partial: (l) => `आंशिक रूप से शामिल: ${l}।`,
  missing: (l) => `छूटे हुए: ${l}।`,
  noneCovered: 'अपेक्षित मुख्य बिंदुओं में से कोई भी शामिल नहीं था।',
  allCovered: 'सभी मुख्य बिंदु शामिल थे।',
  summary: (a, t, s) => `${t} में से ${a} प्रश्नों के उत्तर दिए; सत्र का स्कोर ${s}/100।`,
  strongest: (q, s) => `सबसे मज़बूत उत्तर: “${q}” (${s}/10)।`,
  weakest: (q, s) => `सबसे कमज़ोर उत्तर: “${q}” (${s}/10)।`,
  probe: (l) => `अगले साक्षात्कार में इन कमज़ोर या छूटे क्षेत्रों की गहराई से जाँच करें: ${l}।`,
  unanswered: (l) => `बिना उत्तर वाले प्रश्न फिर से पूछें: ${l}।`,
  reviewCount: (n) => `${n} उत्तरों की किसी व्यक्ति द्वारा समीक्षा आवश्यक है।`,
  depth: 'उत्तरों में अपेक्षित बिंदु शामिल थे; अगली बार मापने योग्य परिणामों वाले ठोस उदाहरण माँगें।',
};

const AR: ReportText = {
  notAnswered: 'لم تتم الإجابة: تُرك السؤال فارغًا.',
  injectionSession:
    'تحذير: حاولت إجابة واحدة على الأقل إعطاء تعليمات للمقيِّم (مثل طلب درجة)؛ تم تجاهل هذا النص ووُضعت علامة على الإجابة للمراجعة.',
  injectionAnswer: 'حاولت هذه الإجابة إعطاء تعليمات للمقيِّم؛ تم تجاهل هذا النص.',
  needsReview: 'تحتاج إلى مراجعة: اختلفت التقييمات المتكررة لهذه الإجابة بأكثر من نقطتين.',
  unverified: (n) => `لم يُعثر على ${n} من الاقتباسات في الإجابة ولم تُحتسب.`,
  keywordList: 'تسرد الإجابة كلمات دون جمل، وهذا لا يدل على الفهم.',
  covered: (l) => `تمت تغطيته: ${l}.`,
  partial: (l) => `تمت تغطيته جزئيًا: ${l}.`,
  missing: (l) => `مفقود: ${l}.`,
  noneCovered: 'لم تتم تغطية أي من النقاط الرئيسية المتوقعة.',
  allCovered: 'تمت تغطية جميع النقاط الرئيسية.',
  summary: (a, t, s) => `أجاب عن ${a} من ${t} أسئلة؛ درجة الجلسة ${s}/100.`,
  strongest: (q, s) => `أقوى إجابة: «${q}» (${s}/10).`,
  weakest: (q, s) => `أضعف إجابة: «${q}» (${s}/10).`,
  probe: (l) => `في مقابلة المتابعة، تعمّق في هذه الجوانب الضعيفة أو المفقودة: ${l}.`,
  unanswered: (l) => `أعد طرح الأسئلة التي لم تتم الإجابة عنها: ${l}.`,
  reviewCount: (n) => `تحتاج ${n} من الإجابات إلى مراجعة شخص.`,
  depth: 'غطت الإجابات النقاط المتوقعة؛ في المتابعة، اطلب أمثلة ملموسة بنتائج قابلة للقياس.',
};

const BN: ReportText = {
  notAnswered: 'উত্তর দেওয়া হয়নি: প্রশ্নটি ফাঁকা রাখা হয়েছে।',
  injectionSession:
    'সতর্কতা: অন্তত একটি উত্তর মূল্যায়নকারীকে নির্দেশ দেওয়ার চেষ্টা করেছে (যেমন নম্বর চাওয়া); সেই লেখা উপেক্ষা করা হয়েছে এবং উত্তরটি পর্যালোচনার জন্য চিহ্নিত করা হয়েছে।',
  injectionAnswer: 'এই উত্তরটি মূল্যায়নকারীকে নির্দেশ দেওয়ার চেষ্টা করেছে; সেই লেখা উপেক্ষা করা হয়েছে।',
  needsReview: 'পর্যালোচনা প্রয়োজন: এই উত্তরের বারবার দেওয়া নম্বরে ২-এর বেশি পার্থক্য রয়েছে।',
  unverified: (n) => `${n}টি উদ্ধৃতি উত্তরে পাওয়া যায়নি এবং গণনা করা হয়নি।`,
  keywordList: 'উত্তরে বাক্য ছাড়া শুধু শব্দের তালিকা রয়েছে, যা বোঝাপড়া দেখায় না।',
  covered: (l) => `অন্তর্ভুক্ত: ${l}।`,
  partial: (l) => `আংশিক অন্তর্ভুক্ত: ${l}।`,
  missing: (l) => `অনুপস্থিত: ${l}।`,
  noneCovered: 'প্রত্যাশিত মূল বিষয়গুলোর কোনোটিই অন্তর্ভুক্ত হয়নি।',
  allCovered: 'সব মূল বিষয় অন্তর্ভুক্ত হয়েছে।',
  summary: (a, t, s) => `${t}টি প্রশ্নের মধ্যে ${a}টির উত্তর দিয়েছেন; সেশনের স্কোর ${s}/100।`,
  strongest: (q, s) => `সবচেয়ে শক্তিশালী উত্তর: “${q}” (${s}/10)।`,
  weakest: (q, s) => `সবচেয়ে দুর্বল উত্তর: “${q}” (${s}/10)।`,
  probe: (l) => `পরবর্তী সাক্ষাৎকারে এই দুর্বল বা অনুপস্থিত বিষয়গুলো গভীরভাবে যাচাই করুন: ${l}।`,
  unanswered: (l) => `উত্তর না দেওয়া প্রশ্নগুলো আবার জিজ্ঞাসা করুন: ${l}।`,
  reviewCount: (n) => `${n}টি উত্তরের একজন ব্যক্তির পর্যালোচনা প্রয়োজন।`,
  depth: 'উত্তরগুলো প্রত্যাশিত বিষয় অন্তর্ভুক্ত করেছে; পরবর্তীতে পরিমাপযোগ্য ফলাফলসহ নির্দিষ্ট উদাহরণ চান।',
};

const RU: ReportText = {
  notAnswered: 'Нет ответа: вопрос оставлен без ответа.',
  injectionSession:
    'Внимание: как минимум один ответ пытался давать указания оценщику (например, просил оценку); этот текст не учитывался, а ответ помечен для проверки.',
  injectionAnswer: 'Этот ответ пытался давать указания оценщику; этот текст не учитывался.',
  needsReview: 'Требует проверки: повторные оценки этого ответа расходятся более чем на 2 балла.',
  unverified: (n) => `Цитаты (${n}) не найдены в ответе и не учитывались.`,
  keywordList: 'Ответ перечисляет слова без предложений, что не показывает понимания.',
  covered: (l) => `Раскрыто: ${l}.`,
  partial: (l) => `Раскрыто частично: ${l}.`,
  missing: (l) => `Не раскрыто: ${l}.`,
  noneCovered: 'Ни один из ожидаемых ключевых пунктов не раскрыт.',
  allCovered: 'Все ключевые пункты раскрыты.',
  summary: (a, t, s) => `Отвечено на ${a} из ${t} вопросов; оценка сессии ${s}/100.`,
  strongest: (q, s) => `Лучший ответ: «${q}» (${s}/10).`,
  weakest: (q, s) => `Самый слабый ответ: «${q}» (${s}/10).`,
  probe: (l) => `На следующем собеседовании подробнее расспросите о слабых или пропущенных темах: ${l}.`,
  unanswered: (l) => `Задайте снова вопросы без ответа: ${l}.`,
  reviewCount: (n) => `Ответов, требующих проверки человеком: ${n}.`,
  depth:
    'Ответы раскрыли ожидаемые пункты; на следующем этапе попросите конкретные примеры с измеримыми результатами.',
};

const JA: ReportText = {
  notAnswered: '未回答：この質問は空欄のままでした。',
  injectionSession:
    '警告：少なくとも1つの回答が評価者に指示しようとしました（例：点数の要求）。その文章は無視され、回答はレビュー対象として記録されました。',
  injectionAnswer: 'この回答は評価者に指示しようとしました。その文章は無視されました。',
  needsReview: '要レビュー：この回答の繰り返し採点が2点を超えて食い違いました。',
  unverified: (n) => `${n}件の引用が回答内に見つからず、評価に含めませんでした。`,
  keywordList: '回答は文章ではなく単語を並べただけで、理解を示していません。',
  covered: (l) => `カバー済み：${l}。`,
  partial: (l) => `一部カバー：${l}。`,
  missing: (l) => `不足：${l}。`,
  noneCovered: '期待される要点はどれもカバーされていませんでした。',
  allCovered: 'すべての要点がカバーされていました。',
  summary: (a, t, s) => `${t}問中${a}問に回答。セッションのスコアは${s}/100。`,
  strongest: (q, s) => `最も良い回答：「${q}」（${s}/10）。`,
  weakest: (q, s) => `最も弱い回答：「${q}」（${s}/10）。`,
  probe: (l) => `次の面接では、弱かった・不足していた点を深掘りしてください：${l}。`,
  unanswered: (l) => `未回答の質問を改めて尋ねてください：${l}。`,
  reviewCount: (n) => `${n}件の回答は人によるレビューが必要です。`,
  depth: '回答は期待される要点をカバーしました。次回は測定可能な成果を伴う具体例を求めてください。',
};

const PA: ReportText = {
  notAnswered: 'ਜਵਾਬ ਨਹੀਂ ਦਿੱਤਾ: ਸਵਾਲ ਖਾਲੀ ਛੱਡਿਆ ਗਿਆ।',
  injectionSession:
    'ਚੇਤਾਵਨੀ: ਘੱਟੋ-ਘੱਟ ਇੱਕ ਜਵਾਬ ਨੇ ਮੁਲਾਂਕਣਕਾਰ ਨੂੰ ਹਦਾਇਤਾਂ ਦੇਣ ਦੀ ਕੋਸ਼ਿਸ਼ ਕੀਤੀ (ਜਿਵੇਂ ਅੰਕ ਮੰਗਣਾ); ਉਸ ਲਿਖਤ ਨੂੰ ਅਣਡਿੱਠਾ ਕੀਤਾ ਗਿਆ ਅਤੇ ਜਵਾਬ ਨੂੰ ਸਮੀਖਿਆ ਲਈ ਨਿਸ਼ਾਨਬੱਧ ਕੀਤਾ ਗਿਆ।',
  injectionAnswer: 'ਇਸ ਜਵਾਬ ਨੇ ਮੁਲਾਂਕਣਕਾਰ ਨੂੰ ਹਦਾਇਤਾਂ ਦੇਣ ਦੀ ਕੋਸ਼ਿਸ਼ ਕੀਤੀ; ਉਸ ਲਿਖਤ ਨੂੰ ਅਣਡਿੱਠਾ ਕੀਤਾ ਗਿਆ।',
  needsReview: 'ਸਮੀਖਿਆ ਲੋੜੀਂਦੀ: ਇਸ ਜਵਾਬ ਦੇ ਵਾਰ-ਵਾਰ ਦਿੱਤੇ ਅੰਕਾਂ ਵਿੱਚ 2 ਤੋਂ ਵੱਧ ਅੰਕਾਂ ਦਾ ਫ਼ਰਕ ਹੈ।',
  unverified: (n) => `${n} ਹਵਾਲੇ ਜਵਾਬ ਵਿੱਚ ਨਹੀਂ ਮਿਲੇ ਅਤੇ ਗਿਣੇ ਨਹੀਂ ਗਏ।`,
  keywordList: 'ਜਵਾਬ ਵਿੱਚ ਵਾਕਾਂ ਤੋਂ ਬਿਨਾਂ ਸਿਰਫ਼ ਸ਼ਬਦਾਂ ਦੀ ਸੂਚੀ ਹੈ, ਜੋ ਸਮਝ ਨਹੀਂ ਦਿਖਾਉਂਦੀ।',
  covered: (l) => `ਸ਼ਾਮਲ: ${l}।`,
  partial: (l) => `ਅੰਸ਼ਕ ਤੌਰ 'ਤੇ ਸ਼ਾਮਲ: ${l}।`,
  missing: (l) => `ਗੁੰਮ: ${l}।`,
  noneCovered: 'ਉਮੀਦ ਕੀਤੇ ਮੁੱਖ ਨੁਕਤਿਆਂ ਵਿੱਚੋਂ ਕੋਈ ਵੀ ਸ਼ਾਮਲ ਨਹੀਂ ਸੀ।',
  allCovered: 'ਸਾਰੇ ਮੁੱਖ ਨੁਕਤੇ ਸ਼ਾਮਲ ਸਨ।',
  summary: (a, t, s) => `${t} ਵਿੱਚੋਂ ${a} ਸਵਾਲਾਂ ਦੇ ਜਵਾਬ ਦਿੱਤੇ; ਸੈਸ਼ਨ ਦਾ ਸਕੋਰ ${s}/100।`,
  strongest: (q, s) => `ਸਭ ਤੋਂ ਮਜ਼ਬੂਤ ਜਵਾਬ: “${q}” (${s}/10)।`,
  weakest: (q, s) => `ਸਭ ਤੋਂ ਕਮਜ਼ੋਰ ਜਵਾਬ: “${q}” (${s}/10)।`,
  probe: (l) => `ਅਗਲੀ ਇੰਟਰਵਿਊ ਵਿੱਚ ਇਹਨਾਂ ਕਮਜ਼ੋਰ ਜਾਂ ਗੁੰਮ ਖੇਤਰਾਂ ਬਾਰੇ ਡੂੰਘਾਈ ਨਾਲ ਪੁੱਛੋ: ${l}।`,
  unanswered: (l) => `ਬਿਨਾਂ ਜਵਾਬ ਵਾਲੇ ਸਵਾਲ ਦੁਬਾਰਾ ਪੁੱਛੋ: ${l}।`,
  reviewCount: (n) => `${n} ਜਵਾਬਾਂ ਦੀ ਕਿਸੇ ਵਿਅਕਤੀ ਵੱਲੋਂ ਸਮੀਖਿਆ ਲੋੜੀਂਦੀ ਹੈ।`,
  depth: 'ਜਵਾਬਾਂ ਵਿੱਚ ਉਮੀਦ ਕੀਤੇ ਨੁਕਤੇ ਸ਼ਾਮਲ ਸਨ; ਅਗਲੀ ਵਾਰ ਮਾਪਣਯੋਗ ਨਤੀਜਿਆਂ ਵਾਲੀਆਂ ਠੋਸ ਮਿਸਾਲਾਂ ਮੰਗੋ।',
};

/** The fixed texts of each interview language (a unit test checks every language has every text). */
export const REPORT_TEXT: Record<Language, ReportText> = {
  English: EN,
  Spanish: ES,
  Portuguese: PT,
  'Mandarin Chinese': ZH,
  Hindi: HI,
  Arabic: AR,
  Bengali: BN,
  Russian: RU,
  Japanese: JA,
  Punjabi: PA,
};

/** The reporting language when an organization has not chosen one. */
export const DEFAULT_REPORT_LANGUAGE: Language = 'English';

/** The fixed texts of `language` (default {@link DEFAULT_REPORT_LANGUAGE}). */
export function reportText(language: Language | undefined): ReportText {
  return REPORT_TEXT[language ?? DEFAULT_REPORT_LANGUAGE];
}
