/** Where the provider sends the browser back: register `<PUBLIC_URL>` + this at the provider. */
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';
