import {
  type CalendarDate,
  type MeaningfulWorkData,
  type PrintDocument,
  type PrintedValue,
  valuesInsight,
} from '@vs/domain';

const VALUES: readonly (readonly [string, string, number])[] = [
  ['Integrity', 'Doing what I say I will do, and saying what I really think.', 85],
  ['Curiosity', 'Asking one more question; learning something new every week.', 70],
  ['Family', 'Time with the people I love, fully present and not on my phone.', 60],
  ['Creativity', 'Making things that did not exist before, at work and at home.', 55],
  ['Harmony', 'Calm, respectful teams where people can disagree well.', 75],
  ['Courage', 'Acting on what matters even when it feels uncomfortable.', 45],
  ['Growth', 'Becoming a little better than yesterday.', 65],
  ['Humour', 'Finding the lightness in a hard day.', 80],
  ['Adventure', 'Trying the unknown path, travelling, saying yes.', 30],
  ['Contribution', 'Leaving people and places better than I found them.', 50],
];

const values: PrintedValue[] = VALUES.map(([value, description, percentLived], i) => ({
  rank: i + 1,
  value,
  description,
  percentLived,
}));

const base = {
  productTitle: 'Values System',
  participant: { forename: 'Paula', surname: 'Participant' },
  event: { eventName: 'Spring Leadership Workshop', eventDate: '2026-06-10' as CalendarDate },
};

const meaningfulWork: MeaningfulWorkData = {
  'driver-value': 'Integrity',
  'driver-desc': 'I hold a space where people can be honest, where promises are kept and trust grows.',
  'driver-altlabel': 'Straight talk, kindly',
  'driver-altdesc': 'I say what I see, and I listen for what others see before deciding.',
  'result-value': 'Contribution',
  'result-desc': 'Teams that leave their customers and each other better off.',
  'result-alt': 'Work people are proud of, and a place they want to stay.',
  'accelerator-0-value': 'Courage',
  'accelerator-1-value': 'Growth',
  'accelerator-2-value': 'Humour',
  'accelerator-3-value': 'Adventure',
  'accelerator-0-desc': 'Naming the hard thing early.',
  'accelerator-1-desc': 'Treating every setback as practice.',
  'accelerator-2-desc': 'Lightening the room when it gets heavy.',
  'accelerator-3-desc': 'Trying the unfamiliar approach first.',
  'mb-body': 'It lets me be who I am at work, and it helps the people around me do their best work too.',
};

// The insight as the domain computes it from these values (no top-three value lived below half).
const insight = valuesInsight({
  values: values.map(({ value }) => ({ value, originalIndex: -1 })),
  percentLived: values.map(({ percentLived }) => percentLived),
});

/** One realistic document of each kind, for tests, previews and the benchmark. */
export const SAMPLE_DOCUMENTS: Readonly<Record<PrintDocument['page'], PrintDocument>> = {
  prework: { ...base, page: 'prework', values },
  live: { ...base, page: 'live', values, insight },
  mw: { ...base, page: 'mw', meaningfulWork, insight },
};
