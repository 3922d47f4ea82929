import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';

// xpath is CommonJS whose named exports Node's ES module loader cannot detect (Vite can, so only
// the running product failed): they are read off its default export.
const { isAttribute, useNamespaces } = xpath;
export const { isElement } = xpath;

/** XPath over SAML documents with the usual prefixes: `md` metadata, `saml` assertion, `samlp` protocol, `ds` signature. */
export const select = useNamespaces({
  md: 'urn:oasis:names:tc:SAML:2.0:metadata',
  saml: 'urn:oasis:names:tc:SAML:2.0:assertion',
  samlp: 'urn:oasis:names:tc:SAML:2.0:protocol',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
});

/** Why a SAML document was refused, for logs only (people get the adapter's plain message). */
export class SamlXmlError extends Error {
  override readonly name = 'SamlXmlError';
}

/** Parses XML, refusing anything not well-formed; xmldom never fetches external entities or DTDs. */
export const parseXml = (xml: string): Document => {
  const fail = (detail: unknown): never => {
    throw new SamlXmlError(`not well-formed XML: ${String(detail)}`);
  };
  return new DOMParser({ errorHandler: { error: fail, fatalError: fail } }).parseFromString(xml, 'text/xml');
};

/** The trimmed value of the attribute an expression selects, or null when absent or blank. */
export const attributeAt = (expression: string, node: Node): string | null => {
  const found = select(expression, node, true);
  return isAttribute(found) && found.value.trim() !== '' ? found.value.trim() : null;
};

/** The trimmed texts of the nodes an expression selects, blanks left out. */
export const textsAt = (expression: string, node: Node): string[] => {
  const found = select(expression, node);
  return (Array.isArray(found) ? found : [])
    .map((each) => (each.textContent ?? '').trim())
    .filter((text) => text !== '');
};
