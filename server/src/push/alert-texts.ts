import type { Course, Meal } from '../../../src/contract/menu/meals';

type Lang = 'pt' | 'en';

const MEAL: Record<Lang, Record<Meal, string>> = {
  pt: { almoco: 'Almoço', jantar: 'Jantar' },
  en: { almoco: 'Lunch', jantar: 'Dinner' },
};

const COURSE: Record<Lang, Record<Course, string>> = {
  pt: {
    Sopa: 'Sopa',
    Prato: 'Prato',
    'Prato de Peixe': 'Peixe',
    Vegetariano: 'Vegetariano',
    Acompanhamento: 'Acompanhamento',
    sandesdodia: 'Sandes do dia',
    salada: 'Salada',
    Sobremesa: 'Sobremesa',
  },
  en: {
    Sopa: 'Soup',
    Prato: 'Main',
    'Prato de Peixe': 'Fish',
    Vegetariano: 'Vegetarian',
    Acompanhamento: 'Side',
    sandesdodia: 'Sandwich of the day',
    salada: 'Salad',
    Sobremesa: 'Dessert',
  },
};

// Words of our own, not ICU's: a notification reads the same whatever ICU data the server's Node carries.
const WEEKDAYS: Record<Lang, string[]> = {
  pt: ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};
const MONTHS: Record<Lang, string[]> = {
  pt: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};
const parts = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  return { weekday: date.getUTCDay(), month: date.getUTCMonth(), date: date.getUTCDate() };
};
/** "qua 09/12" / "Wed 09/12". */
const shortDay = (lang: Lang, day: string) =>
  `${WEEKDAYS[lang][parts(day).weekday]} ${day.slice(8, 10)}/${day.slice(5, 7)}`;
/** "2 de dezembro" / "2 December". */
const longDate = (lang: Lang, day: string) => {
  const { date, month } = parts(day);
  return lang === 'pt' ? `${date} de ${MONTHS.pt[month]}` : `${date} ${MONTHS.en[month]}`;
};

/** The words of each alert in the student's language (the server's own, like its error messages). */
export const alertTexts = {
  digestTitle: (lang: Lang, meal: Meal, restaurant: string) =>
    lang === 'pt' ? `${MEAL.pt[meal]} de hoje — ${restaurant}` : `${MEAL.en[meal]} today — ${restaurant}`,
  dishLine: (lang: Lang, course: Course, dish: string) => `${COURSE[lang][course]}: ${dish}`,
  watchTitle: (lang: Lang, words: string[]) =>
    lang === 'pt' ? `Na ementa: ${words.join(', ')}` : `On the menu: ${words.join(', ')}`,
  watchLine: (lang: Lang, day: string, meal: Meal, restaurant: string, dish: string) =>
    `${shortDay(lang, day)} · ${MEAL[lang][meal].toLowerCase()} · ${restaurant}: ${dish}`,
  housingTitle: (lang: Lang, days: number) =>
    lang === 'pt'
      ? days === 1
        ? 'Candidaturas ao alojamento: termina amanhã'
        : `Candidaturas ao alojamento: termina dentro de ${days} dias`
      : days === 1
        ? 'Housing applications: closes tomorrow'
        : `Housing applications: closes in ${days} days`,
  housingBody: (lang: Lang, contest: string, phase: string, end: string) =>
    lang === 'pt'
      ? `${contest} — ${phase}: até ${longDate('pt', end)}.`
      : `${contest} — ${phase}: until ${longDate('en', end)}.`,
  testTitle: (lang: Lang) => (lang === 'pt' ? 'Alertas SASUMA ativos' : 'SASUMA alerts are on'),
  testBody: (lang: Lang) =>
    lang === 'pt' ? 'Assim chegam os seus alertas de ementas.' : 'This is how your menu alerts will arrive.',
};
