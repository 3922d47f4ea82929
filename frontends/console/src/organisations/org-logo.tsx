import { useQueryClient } from '@tanstack/react-query';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@vs/domain';
import { Button, call, messageOf, TextField } from '@vs/ui';
import { type ChangeEvent, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { useRefreshingAction, useServerAction } from '../api/server-action.ts';
import { ORGS_KEY, type OrganisationRow } from './org-queries.ts';

/** What is wrong with a chosen file before it is sent (the server checks again, and its content). */
const FILE_PROBLEMS = defineMessages({
  type: { id: 'console.organisations.logo.wrongType', defaultMessage: 'The logo must be a PNG or SVG image' },
  size: { id: 'console.organisations.logo.tooLarge', defaultMessage: 'The logo can be at most 200 KB' },
});

const fileProblem = (file: File): MessageDescriptor | null => {
  if (!LOGO_TYPES.some((type) => type === file.type)) return FILE_PROBLEMS.type;
  return file.size > LOGO_MAX_BYTES ? FILE_PROBLEMS.size : null;
};

/** PUT /api/org/logo: the file's own bytes, typed by its Content-Type. */
const uploadLogo = (orgId: string, file: File) =>
  call(
    fetch(`/api/org/logo?orgId=${encodeURIComponent(orgId)}`, {
      method: 'PUT',
      body: file,
      headers: { 'content-type': file.type },
      credentials: 'same-origin',
    }) as Promise<Response & { json(): Promise<{ message: string }> }>,
  );

/**
 * An organisation's logo: its preview, a PNG or SVG of at most 200 KB to upload (checked here
 * first, so a wrong file never travels), and Remove logo. Each change is saved at once.
 */
export const OrgLogo = ({ organisation }: { readonly organisation: OrganisationRow }) => {
  const intl = useIntl();
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [version, setVersion] = useState(0);
  const queryClient = useQueryClient();
  const upload = useServerAction(
    (file: File) => uploadLogo(organisation.orgId, file),
    () => {
      setVersion((v) => v + 1);
      return queryClient.invalidateQueries({ queryKey: ORGS_KEY });
    },
  );
  const remove = useRefreshingAction({
    send: () =>
      call(api.api.org.update.$put({ json: { orgId: organisation.orgId, branding: { logo: null } } })),
    refresh: [ORGS_KEY],
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file === undefined) return;
    const wrong = fileProblem(file);
    setProblem(wrong);
    remove.reset();
    if (wrong === null) upload.mutate(file);
  };
  return (
    <div className="vs-org-logo-field">
      <div className="vs-org-logo-preview">
        {organisation.branding.hasLogo ? (
          <img
            src={`/api/org/logo?slug=${encodeURIComponent(organisation.slug)}&v=${version}`}
            alt={intl.formatMessage(
              { id: 'console.organisations.logo.alt', defaultMessage: '{name} logo' },
              { name: organisation.name },
            )}
          />
        ) : (
          <span>
            <FormattedMessage id="console.organisations.logo.none" defaultMessage="No logo" />
          </span>
        )}
      </div>
      <TextField
        label={intl.formatMessage({
          id: 'console.organisations.logo.upload',
          defaultMessage: 'Upload a logo',
        })}
        type="file"
        accept={LOGO_TYPES.join(',')}
        hint={intl.formatMessage({
          id: 'console.organisations.logo.hint',
          defaultMessage: 'A PNG or SVG image, at most 200 KB.',
        })}
        error={
          problem ? intl.formatMessage(problem) : upload.error ? messageOf(upload.error, intl) : undefined
        }
        disabled={upload.isPending}
        onChange={choose}
      />
      {organisation.branding.hasLogo ? (
        <Button variant="secondary" busy={remove.isPending} onClick={() => remove.mutate()}>
          <FormattedMessage id="console.organisations.logo.remove" defaultMessage="Remove logo" />
        </Button>
      ) : null}
      {remove.error ? <p className="vs-form-problem">{messageOf(remove.error, intl)}</p> : null}
    </div>
  );
};
