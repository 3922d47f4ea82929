import { valueCatalogue } from '../data/value-catalogue.ts';
import type { ImpactContent } from '../model/impact-document.ts';
import type { FollowUpPointReport } from './follow-up-report.ts';

/**
 * The N of "Impact after N days": the last point anyone answered, so a report asked for between
 * the points is titled by what it shows; the last point while nobody has answered yet.
 */
export const impactDays = (reports: readonly FollowUpPointReport[]): number => {
  const answered = reports.filter((report) => report.answered > 0);
  return (answered.at(-1) ?? reports.at(-1))?.days ?? 0;
};

/**
 * The impact report's content from an event's follow-up report (getFollowUpReport): each value
 * by its name in the reader's language (the report holds default values only, by index).
 */
export const impactContent = (
  context: Pick<ImpactContent, 'productTitle' | 'language' | 'event'>,
  reports: readonly FollowUpPointReport[],
): ImpactContent => {
  const names = new Map(valueCatalogue(context.language).map((v) => [v.originalIndex, v.value]));
  return {
    page: 'impact',
    ...context,
    days: impactDays(reports),
    points: reports.map(({ values, ...point }) => ({
      ...point,
      values: values.map(({ originalIndex, respondents, meanChange }) => ({
        value: names.get(originalIndex) ?? String(originalIndex),
        respondents,
        meanChange,
      })),
    })),
  };
};
