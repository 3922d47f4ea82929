import { type CalendarDate, type ChosenValue, type MeaningfulWorkData, outputFileName } from '@vs/domain';
import { call, downloadFile } from '@vs/ui';

interface Reply {
  readonly success?: boolean;
  readonly message?: string;
}

/** JSON call with the session cookie; a failed status or `success: false` throws ApiError (@vs/ui). */
export const requestJson = <T>(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<T & Reply> =>
  call(
    fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );

/** Whose work is shown: the signed-in user's own, or (with a uid in the route) a participant's. */
export type Target = { readonly uid: string | undefined };

const byId = (target: Target, path: string, query: Record<string, string>): string => {
  const params = new URLSearchParams(query);
  if (target.uid === undefined) return `${path}?${params}`;
  params.set('uid', target.uid);
  return `${path}_byid?${params}`;
};

export interface UserInfo {
  readonly uid: string;
  readonly forename: string;
  readonly surname: string;
  readonly mwEnabled: boolean;
}

export interface EventInfo {
  readonly eventName: string;
  readonly eventDate: CalendarDate;
}

export interface LiveReply {
  readonly originalIndexes: readonly number[];
  readonly values: readonly string[];
  readonly descriptions: readonly string[];
  readonly percentLived: readonly number[];
}

export const loadUser = async (target: Target): Promise<UserInfo> =>
  (await requestJson<{ user: UserInfo }>('GET', byId(target, '/api/user/info', {}))).user;

export const loadEvent = async (target: Target): Promise<EventInfo> =>
  (await requestJson<{ event: EventInfo }>('GET', byId(target, '/api/event/participant_event', {}))).event;

export const loadLiveResponses = (target: Target): Promise<LiveReply> =>
  requestJson<LiveReply>('GET', byId(target, '/api/response/participant', { prework: 'false' }));

export interface LiveSave {
  readonly values: readonly ChosenValue[];
  readonly descriptions: readonly string[];
  /** The live flow sends percent lived as the digits typed. */
  readonly percentLived: readonly string[];
}

export const saveLiveResponses = (target: Target, lists: LiveSave): Promise<Reply> =>
  target.uid === undefined
    ? requestJson('PUT', '/api/response/participant?prework=false', lists)
    : requestJson('PUT', '/api/response/participant_byid?prework=false', { ...lists, uid: target.uid });

/** Tells the Guide's progress view which live step (0-4) the signed-in participant's wizard is on. */
export const reportLiveStep = (step: number): Promise<Reply> =>
  requestJson('PUT', '/api/response/live_step', { step });

export interface MeaningfulWorkReply {
  readonly data: MeaningfulWorkData;
  readonly defaults: MeaningfulWorkData;
  readonly event: EventInfo | null;
}

const withUid = (target: Target, query: Record<string, string>): string => {
  const params = new URLSearchParams(query);
  if (target.uid !== undefined) params.set('uid', target.uid);
  return params.toString();
};

export const loadMeaningfulWork = (target: Target): Promise<MeaningfulWorkReply> =>
  requestJson<MeaningfulWorkReply>(
    'GET',
    `/api/response/meaningfulwork?${withUid(target, { prework: 'false' })}`,
  );

export const saveMeaningfulWork = (target: Target, data: MeaningfulWorkData): Promise<Reply> =>
  requestJson(
    'PUT',
    '/api/response/meaningfulwork',
    target.uid === undefined ? { data } : { data, uid: target.uid },
  );

/** The owner's name, for the download name when the server gives none. */
export type OutputOwner = Pick<UserInfo, 'forename' | 'surname'>;

/** GET /api/event/event_output: the PDF, saved under the name the server gives (else outputFileName's). */
export const downloadOutput = (uid: string, page: 'live' | 'mw', owner: OutputOwner | null): Promise<void> =>
  downloadFile(
    `/api/event/event_output?${new URLSearchParams({ uid, page })}`,
    outputFileName(owner ?? { forename: '', surname: '' }, page),
  );
