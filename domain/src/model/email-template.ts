export interface EmailTemplate {
  readonly body: string;
  readonly closing: string;
}
