export {
  type GetMeaningfulWorkInput,
  type GetMeaningfulWorkResult,
  getMeaningfulWork,
  type MeaningfulWorkEvent,
} from './get-meaningful-work.ts';
export { type GetResponseInput, type GetResponseResult, getResponse } from './get-response.ts';
export {
  type GetValueCatalogueInput,
  getValueCatalogue,
  type ValueCatalogueResult,
} from './get-value-catalogue.ts';
export { type GetValuesInsightInput, getValuesInsight } from './get-values-insight.ts';
export { LIVE_STEP_MESSAGE, type ReportLiveStepResult, reportLiveStep } from './report-live-step.ts';
export { PREWORK_INCOMPLETE_MESSAGE } from './response-target.ts';
export {
  type SaveMeaningfulWorkInput,
  type SaveMeaningfulWorkResult,
  saveMeaningfulWork,
} from './save-meaningful-work.ts';
export { type SaveResponseInput, type SaveResponseResult, saveResponse } from './save-response.ts';
