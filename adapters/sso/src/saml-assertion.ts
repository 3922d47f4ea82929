import { attributeAt, isElement, parseXml, SamlXmlError, select, textsAt } from './saml-xml.ts';

const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';

/** A bearer SubjectConfirmationData: where the IdP meant the assertion to be posted, and which request it answers. */
export interface SamlConfirmation {
  readonly recipient: string | null;
  readonly inResponseTo: string | null;
}

/** The parts of a signature-checked assertion this service provider reads. */
export interface SamlAssertion {
  readonly id: string;
  readonly issuer: string | null;
  readonly nameId: string | null;
  readonly confirmations: readonly SamlConfirmation[];
  /** The Conditions' NotOnOrAfter, else the earliest bearer SubjectConfirmationData's; null when neither is set. */
  readonly notOnOrAfter: Date | null;
  /** Every value of the attribute with this Name, in document order. */
  attribute(name: string): readonly string[];
}

const instant = (value: string | null): Date | null => {
  const time = value === null ? Number.NaN : Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
};

/** Reads an assertion's XML, as node-saml returns it after checking its signature. */
export const readSamlAssertion = (xml: string): SamlAssertion => {
  const assertion = select('/saml:Assertion', parseXml(xml), true);
  if (!isElement(assertion)) throw new SamlXmlError('no Assertion');
  const id = attributeAt('@ID', assertion);
  if (id === null) throw new SamlXmlError('the Assertion has no ID');
  const confirmationPath = `saml:Subject/saml:SubjectConfirmation[@Method='${BEARER}']/saml:SubjectConfirmationData`;
  const confirmationData = select(confirmationPath, assertion);
  const confirmations = (Array.isArray(confirmationData) ? confirmationData : []).map((data) => ({
    recipient: attributeAt('@Recipient', data),
    inResponseTo: attributeAt('@InResponseTo', data),
  }));
  const confirmationExpiries = textsAt(`${confirmationPath}/@NotOnOrAfter`, assertion)
    .map(instant)
    .filter((each) => each !== null)
    .sort((a, b) => a.getTime() - b.getTime());
  const attributes = select('saml:AttributeStatement/saml:Attribute', assertion);
  const attributeElements = (Array.isArray(attributes) ? attributes : []).filter(isElement);
  return {
    id,
    issuer: textsAt('saml:Issuer', assertion)[0] ?? null,
    nameId: textsAt('saml:Subject/saml:NameID', assertion)[0] ?? null,
    confirmations,
    notOnOrAfter:
      instant(attributeAt('saml:Conditions/@NotOnOrAfter', assertion)) ?? confirmationExpiries[0] ?? null,
    attribute: (name) =>
      attributeElements
        .filter((element) => element.getAttribute('Name') === name)
        .flatMap((element) => textsAt('saml:AttributeValue', element)),
  };
};

/**
 * The Destination of a SAML Response (null when it names none; it may sit outside what was
 * signed). Throws SamlXmlError when the XML is not a SAML Response.
 */
export const readResponseDestination = (xml: string): string | null => {
  const response = select('/samlp:Response', parseXml(xml), true);
  if (!isElement(response)) throw new SamlXmlError('not a SAML Response');
  return attributeAt('@Destination', response);
};
