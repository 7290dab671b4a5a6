import { describe, expect, it } from 'vitest';
import { translateMessage } from '../common/messages.ts';
import { xsdParams, xsdProblem } from './xsd.rules.ts';

const NS = '{http://www.portalfiscal.inf.br/nfe}';

/** What libxml2 answers (copied from validateNfe on the samples and on invoices spoiled one field at a time). */
const errors = {
  missing: `Element '${NS}NFe': Missing child element(s). Expected is one of ( ${NS}infNFeSupl, {http://www.w3.org/2000/09/xmldsig#}Signature ).`,
  outOfPlace: `Element '${NS}xNome': This element is not expected. Expected is one of ( ${NS}CNPJ, ${NS}CPF ).`,
  unexpected: `Element '${NS}foo': This element is not expected.`,
  long: `Element '${NS}xNome': [facet 'maxLength'] The value has a length of '80'; this exceeds the allowed maximum length of '60'.`,
  short: `Element '${NS}xNome': [facet 'minLength'] The value has a length of '0'; this underruns the allowed minimum length of '2'.`,
  list: `Element '${NS}tpAmb': [facet 'enumeration'] The value '7' is not an element of the set {'1', '2'}.`,
  pattern: `Element '${NS}CEP': [facet 'pattern'] The value '12' is not accepted by the pattern '[0-9]{8}'.`,
  attribute: `Element '${NS}infNFe', attribute 'versao': [facet 'pattern'] The value '3.10' is not accepted by the pattern '4\\.00'.`,
  notXml: 'Opening and ending tag mismatch: a line 1 and NFe',
};

describe('xsdProblem: the schema refusal in words, naming the field', () => {
  it.each([
    [errors.missing, 'pt-BR', 'falta o campo infNFeSupl / Signature dentro de NFe'],
    [errors.outOfPlace, 'pt-BR', 'o campo xNome está fora do lugar; ali se espera CNPJ / CPF'],
    [errors.unexpected, 'en-US', 'field foo is not part of the layout in that place'],
    [errors.long, 'pt-BR', 'o campo xNome tem 80 caracteres, mais que o máximo de 60'],
    [errors.short, 'es', 'el campo xNome tiene 0 caracteres, menos que el mínimo de 2'],
    [errors.list, 'pt-BR', 'o campo tpAmb tem o valor 7, fora dos aceitos (1, 2)'],
    [errors.pattern, 'en-US', 'field CEP has the value 12 in a format the layout does not accept'],
    [errors.attribute, 'pt-BR', 'o campo infNFe.versao tem o valor 3.10 num formato que o leiaute não aceita'],
    [errors.notXml, 'pt-BR', 'o arquivo não é um XML bem formado'],
  ])('%s (%s)', (error, locale, expected) => {
    const p = xsdProblem(error);
    expect(translateMessage(p.problem, locale, xsdParams(error))).toBe(expected);
  });

  it('the import warning says it in the user\'s language, with no English of libxml2 left', () => {
    const params = { ...xsdParams(errors.missing), error: errors.missing };
    expect(translateMessage('nfe_schema_invalid', 'pt-BR', params)).toBe('Não valida no schema oficial (PL_010): falta o campo infNFeSupl / Signature dentro de NFe');
    expect(translateMessage('nfe_schema_invalid', 'en-US', params)).toBe('Does not validate against the official schema (PL_010): field infNFeSupl / Signature is missing inside NFe');
    expect(translateMessage('nfe_schema_invalid', 'es', params)).toBe('No valida con el schema oficial (PL_010): falta el campo infNFeSupl / Signature dentro de NFe');
    for (const locale of ['pt-BR', 'en-US', 'es']) expect(translateMessage('nfe_schema_invalid', locale, params)).not.toMatch(/Element|Missing|Expected|http/);
  });

  it('a warning stored before keeps its text', () => {
    expect(translateMessage('nfe_schema_invalid', 'pt-BR', { error: 'old text' })).toBe('Não valida no schema oficial (PL_010): old text');
  });
});
