// The inscricaoestadual library ships no types: ie(value, uf) answers whether the IE is valid in the UF.
declare module 'inscricaoestadual' {
  function ie(value: string | string[], uf?: string): boolean | string[];
  export default ie;
}
