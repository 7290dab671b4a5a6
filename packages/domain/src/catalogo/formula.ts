/**
 * Fórmulas de item: uma expressão aritmética sobre as variáveis de um item de pedido (quantidade, comprimento,
 * largura, espessura, densidade, peso_unitario, preco_unitario) que dá a quantidade na unidade de venda ou o
 * peso (KG = comprimento * largura * espessura * densidade).
 *
 * Por que jsep + um avaliador próprio: o jsep (https://github.com/EricSmekens/jsep, MIT, mantido, sem
 * dependências) só ANALISA a expressão e devolve a árvore; nada é executado. Quem avalia é `evaluate` abaixo,
 * que conhece só números, as variáveis da lista, + - * / ^, parênteses e as funções da lista (min, max, round,
 * ceil, floor, abs). Não há eval, Function, acesso a propriedade (`a.b`, `a['b']`), `this`, textos, listas nem
 * chamadas fora da lista: cada um desses nós é recusado antes de avaliar. As variáveis e funções são buscadas
 * em Map, nunca num objeto, então `constructor` ou `__proto__` são só "variável desconhecida". (O expr-eval
 * 2.0.2 ficou de fora: tem uma falha publicada de injeção pelas funções do objeto de variáveis.)
 * As contas são decimais exatas (decimal.js, 40 dígitos): 2,000 × 1,250 × 0,003 × 7850 dá 58,875 exato.
 *
 * Regras puras: a API as usa para recusar a fórmula ao salvar (422 na expressão, com a posição) e para
 * calcular (GET pedido_venda_items_formula); o web, para validar e testar enquanto se digita.
 */
import jsep from 'jsep';
import { Decimal, toDecimal } from '../common/decimal.ts';

/** As variáveis de um item que uma fórmula pode usar, na ordem em que as telas as mostram. */
export const FORMULA_VARIABLES = ['quantidade', 'comprimento', 'largura', 'espessura', 'densidade', 'peso_unitario', 'preco_unitario'] as const;
export type FormulaVariable = (typeof FORMULA_VARIABLES)[number];

/** As funções permitidas e quantos argumentos cada uma aceita. */
const FUNCTIONS = new Map<string, { min: number; max: number; apply: (args: Decimal[]) => Decimal }>([
  ['min', { min: 1, max: 20, apply: (a) => Decimal.min(...a) }],
  ['max', { min: 1, max: 20, apply: (a) => Decimal.max(...a) }],
  // As casas de round são conferidas ao salvar (ROUND_PLACES): um inteiro escrito de 0 a 10, nunca uma conta.
  ['round', { min: 1, max: 2, apply: ([x, places]) => x.toDecimalPlaces(places ? places.toNumber() : 0, Decimal.ROUND_HALF_UP) }],
  ['ceil', { min: 1, max: 1, apply: ([x]) => x.ceil() }],
  ['floor', { min: 1, max: 1, apply: ([x]) => x.floor() }],
  ['abs', { min: 1, max: 1, apply: ([x]) => x.abs() }],
]);
export const FORMULA_FUNCTIONS = [...FUNCTIONS.keys()];

/** As casas decimais que round aceita no segundo argumento. */
export const ROUND_PLACES = { min: 0, max: 10 } as const;

/** O tamanho máximo de uma expressão (o mesmo do campo DsExpressao): mais que isso não é uma fórmula de item. */
export const FORMULA_MAX_LENGTH = 500;

const VARIABLES = new Set<string>(FORMULA_VARIABLES);
const OPERATORS = new Set(['+', '-', '*', '/', '^']);

/** Um erro de fórmula: a chave do catálogo de mensagens e os seus parâmetros (posição a partir de 1). */
export interface FormulaIssue {
  message: string;
  params?: Record<string, string | number>;
}

export class FormulaError extends Error {
  constructor(readonly issue: FormulaIssue) {
    super(issue.message);
  }
}

// ---------------------------------------------------------------- parser configuration

// A gramática do jsep reduzida ao que uma fórmula usa (a configuração do jsep é global: só este arquivo o usa).
jsep.removeAllBinaryOps();
jsep.addBinaryOp('+', 9);
jsep.addBinaryOp('-', 9);
jsep.addBinaryOp('*', 10);
jsep.addBinaryOp('/', 10);
jsep.addBinaryOp('^', 11, true);
jsep.removeAllUnaryOps();
jsep.addUnaryOp('-');
jsep.addUnaryOp('+');
// true, false e null viram identificadores (e então "variável desconhecida").
jsep.removeAllLiterals();

type Node = jsep.Expression & { start?: number };
type Scope = jsep.HookScope & { starts?: number[] };

const isNumberStart = (code: number) => (code >= 48 && code <= 57) || code === 46;

/*
 * Posições: o jsep não as guarda nos nós. Cada token começa em 'gobble-token' (depois dos espaços) e termina
 * em 'after-token', e o nó recebe o índice onde começou. Números são lidos aqui mesmo (com a leitura do
 * próprio jsep), porque pelo caminho normal eles voltam sem passar por 'after-token'.
 */
const registered = jsep as unknown as { formulaPositions?: boolean };
if (!registered.formulaPositions) {
  registered.formulaPositions = true;
  jsep.hooks.add('gobble-token', function (this: Scope, env: { node?: Node | false }) {
    (this.starts ??= []).push(this.index);
    if (isNumberStart(this.code)) env.node = this.gobbleNumericLiteral() as Node;
  });
  jsep.hooks.add('after-token', function (this: Scope, env: { node?: Node | false }) {
    const start = this.starts?.pop();
    if (env.node && start !== undefined && env.node.start === undefined) env.node.start = start;
  });
}

/** Erro de sintaxe do jsep traduzido para uma chave do catálogo. */
function syntaxIssue(error: unknown, expression: string): FormulaIssue {
  const index = typeof (error as { index?: unknown }).index === 'number' ? (error as { index: number }).index : 0;
  const description = String((error as { description?: unknown }).description ?? '');
  const position = Math.min(index, expression.length) + 1;
  if (/^Unclosed \(|^Expected \)/.test(description)) return { message: 'formula_unclosed', params: { position } };
  if (/^Expected expression|^missing unaryOp|^Expected comma/.test(description) || index >= expression.length) {
    return { message: 'formula_expected_value', params: { position } };
  }
  const char = expression[index];
  if (char !== undefined && char.trim() !== '') return { message: 'formula_unexpected', params: { position, char } };
  return { message: 'formula_syntax', params: { position } };
}

/** A árvore de uma expressão, ou o erro de sintaxe com a posição. */
function parse(expression: string): Node {
  if (expression.trim() === '') throw new FormulaError({ message: 'required' });
  if (expression.length > FORMULA_MAX_LENGTH) throw new FormulaError({ message: 'too_long' });
  try {
    return jsep(expression) as Node;
  } catch (error) {
    throw new FormulaError(syntaxIssue(error, expression));
  }
}

const at = (node: Node, parent: number) => (node.start ?? parent) + 1;

/**
 * Confere a árvore: só números, variáveis conhecidas, os operadores e as funções da lista. Devolve as variáveis
 * usadas. Nada é avaliado aqui.
 */
function check(node: Node, used: Set<string>, parent = 0): void {
  const position = at(node, parent);
  const here = node.start ?? parent;
  switch (node.type) {
    case 'Literal':
      if (typeof node.value !== 'number') throw new FormulaError({ message: 'formula_not_allowed', params: { position } });
      return;
    case 'Identifier': {
      const name = String(node.name);
      if (!VARIABLES.has(name)) throw new FormulaError({ message: 'formula_unknown_variable', params: { name, position } });
      used.add(name);
      return;
    }
    case 'UnaryExpression':
      check(node.argument as Node, used, here);
      return;
    case 'BinaryExpression':
      if (!OPERATORS.has(String(node.operator))) throw new FormulaError({ message: 'formula_not_allowed', params: { position } });
      check(node.left as Node, used, here);
      check(node.right as Node, used, here);
      return;
    case 'CallExpression': {
      const callee = node.callee as Node;
      const args = node.arguments as Node[];
      if (callee.type !== 'Identifier') throw new FormulaError({ message: 'formula_not_allowed', params: { position } });
      const name = String(callee.name);
      const fn = FUNCTIONS.get(name);
      if (!fn) throw new FormulaError({ message: 'formula_unknown_function', params: { name, position } });
      if (args.length < fn.min || args.length > fn.max) throw new FormulaError({ message: 'formula_arguments', params: { name, position } });
      if (name === 'round' && args[1] && !isRoundPlaces(args[1])) {
        throw new FormulaError({ message: 'formula_round_places', params: { position: at(args[1], here), ...ROUND_PLACES } });
      }
      for (const arg of args) check(arg, used, here);
      return;
    }
    case 'Compound': {
      // Dois valores sem operador entre eles ('comprimento largura'): aponta o segundo.
      const second = (node.body as Node[])[1];
      throw new FormulaError({ message: 'formula_missing_operator', params: { position: second ? at(second, parent) : position } });
    }
    default:
      // Acesso a propriedade, this, listas, textos, condicionais: nada disso é aritmética.
      throw new FormulaError({ message: 'formula_not_allowed', params: { position } });
  }
}

/**
 * As casas de round: um número inteiro escrito na fórmula, de 0 a 10. Uma conta ou variável ali só se saberia
 * ao avaliar, e o decimal.js recusaria -1, 0.5 ou 1e10 com um erro que não é da fórmula; conferir ao salvar faz
 * toda fórmula salva poder ser avaliada.
 */
function isRoundPlaces(node: Node): boolean {
  if (node.type !== 'Literal' || typeof node.value !== 'number') return false;
  const places = node.value;
  return Number.isInteger(places) && places >= ROUND_PLACES.min && places <= ROUND_PLACES.max && /^\d+$/.test(String(node.raw));
}

/** O primeiro erro de uma expressão (sintaxe, variável ou função desconhecida), ou null quando ela é válida. */
export function formulaIssue(expression: string): FormulaIssue | null {
  try {
    check(parse(expression), new Set());
    return null;
  } catch (error) {
    if (error instanceof FormulaError) return error.issue;
    throw error;
  }
}

/** As variáveis que uma expressão válida usa, na ordem de FORMULA_VARIABLES. */
export function formulaVariables(expression: string): FormulaVariable[] {
  const used = new Set<string>();
  try {
    check(parse(expression), used);
  } catch (error) {
    if (error instanceof FormulaError) return [];
    throw error;
  }
  return FORMULA_VARIABLES.filter((v) => used.has(v));
}

/** Valores das variáveis: texto decimal com ponto ('2.000') ou número; os que faltam são um erro ao avaliar. */
export type FormulaValues = Partial<Record<FormulaVariable, string | number | null | undefined>>;

function value(node: Node, vars: Map<string, Decimal>, parent = 0): Decimal {
  const here = node.start ?? parent;
  switch (node.type) {
    case 'Literal':
      return new Decimal(String(node.raw));
    case 'Identifier': {
      const v = vars.get(String(node.name));
      if (!v) throw new FormulaError({ message: 'formula_missing_value', params: { name: String(node.name) } });
      return v;
    }
    case 'UnaryExpression': {
      const v = value(node.argument as Node, vars, here);
      return node.operator === '-' ? v.negated() : v;
    }
    case 'BinaryExpression': {
      const left = value(node.left as Node, vars, here);
      const right = value(node.right as Node, vars, here);
      switch (node.operator) {
        case '+':
          return left.plus(right);
        case '-':
          return left.minus(right);
        case '*':
          return left.times(right);
        case '/':
          if (right.isZero()) throw new FormulaError({ message: 'formula_division_by_zero', params: { position: at(node.right as Node, here) } });
          return left.dividedBy(right);
        default:
          // '^': expoentes grandes seriam só uma forma de travar o servidor.
          if (right.abs().greaterThan(64)) throw new FormulaError({ message: 'formula_invalid_result' });
          if (left.isZero() && right.isNegative()) throw new FormulaError({ message: 'formula_division_by_zero', params: { position: at(node, parent) } });
          return left.pow(right);
      }
    }
    case 'CallExpression': {
      const fn = FUNCTIONS.get(String((node.callee as Node).name))!;
      return fn.apply((node.arguments as Node[]).map((a) => value(a, vars, here)));
    }
    default:
      throw new FormulaError({ message: 'formula_not_allowed', params: { position: at(node, parent) } });
  }
}

/** O resultado de uma fórmula: texto decimal com 3 casas ('58.875'), ou o erro. */
export type FormulaResult = { ok: true; value: string } | { ok: false; issue: FormulaIssue };

/**
 * Avalia a expressão com os valores dados, em decimal exato; o resultado vai com 3 casas (meio para cima).
 * Erros: os de formulaIssue, valor que falta ou não é número (formula_missing_value, com o nome), divisão por
 * zero, resultado fora do razoável.
 */
export function evaluateFormula(expression: string, values: FormulaValues): FormulaResult {
  try {
    const tree = parse(expression);
    check(tree, new Set());
    const vars = new Map<string, Decimal>();
    for (const name of FORMULA_VARIABLES) {
      const raw = values[name];
      if (raw === undefined || raw === null || raw === '') continue;
      const d = toDecimal(typeof raw === 'number' ? String(raw) : raw.replace(',', '.'));
      if (!d) throw new FormulaError({ message: 'formula_missing_value', params: { name } });
      vars.set(name, d);
    }
    const result = value(tree, vars);
    if (!result.isFinite() || result.abs().greaterThanOrEqualTo(1e15)) throw new FormulaError({ message: 'formula_invalid_result' });
    return { ok: true, value: result.toFixed(3) };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false, issue: error.issue };
    // Rede de segurança: um erro do decimal.js (ou uma pilha funda demais) numa conta é um resultado inválido
    // desta fórmula, nunca um 500. As regras acima já recusam antes o que se conhece.
    return { ok: false, issue: { message: 'formula_invalid_result' } };
  }
}
