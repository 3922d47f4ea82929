import { useQueryClient } from '@tanstack/react-query';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE, LOGO_TYPE_MESSAGE, LOGO_TYPES } from '@vs/domain';
import { Button, call, messageOf, TextField } from '@vs/ui';
import { type ChangeEvent, useState } from 'react';
import { api } from '../api/client.ts';
import { useRefreshingAction, useServerAction } from '../api/server-action.ts';
import { ORGS_KEY, type OrganisationRow } from './org-queries.ts';

/** What is wrong with a chosen file before it is sent (the server checks again, and its content). */
const fileProblem = (file: File): string | null => {
  if (!LOGO_TYPES.some((type) => type === file.type)) return LOGO_TYPE_MESSAGE;
  return file.size > LOGO_MAX_BYTES ? LOGO_TOO_LARGE_MESSAGE : null;
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
  const [problem, setProblem] = useState<string | null>(null);
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
            alt={`${organisation.name} logo`}
          />
        ) : (
          <span>No logo</span>
        )}
      </div>
      <TextField
        label="Upload a logo"
        type="file"
        accept={LOGO_TYPES.join(',')}
        hint="A PNG or SVG image, at most 200 KB."
        error={problem ?? (upload.error ? messageOf(upload.error) : undefined)}
        disabled={upload.isPending}
        onChange={choose}
      />
      {organisation.branding.hasLogo ? (
        <Button variant="secondary" busy={remove.isPending} onClick={() => remove.mutate()}>
          Remove logo
        </Button>
      ) : null}
      {remove.error ? <p className="vs-form-problem">{messageOf(remove.error)}</p> : null}
    </div>
  );
};
