/**
 * The public shop's only script: the pages come whole from the server (apps/api/src/modules/loja/shop.view.ts);
 * this adds the cart to them — "add" buttons, the cart's dialog with its lines and total, the visitor's data
 * with their masks and the CEP lookup, and "send order" (POST /api/shop/pedidos), whose 422 violations go next to
 * their fields in the visitor's language. No framework: it must stay a few kilobytes for a phone on a slow network.
 */
import { maskDocument, maskPhone, onlyDigits, SESSION_STORAGE_KEY } from '@backoffice/domain';
import { addLine, cartKey, centsOf, moneyOf, readCart, setQuantity, totalCents, writeCart, type CartLine } from './cart';

type Texts = Record<'locale' | 'cartCountOne' | 'cartCountOther' | 'quantityOf' | 'remove' | 'added' | 'sent' | 'sentDetail' | 'fixErrors' | 'sendFailed' | 'sending' | 'send' | 'cepNotFound' | 'cepFilled', string>;

const texts = JSON.parse(document.getElementById('shop-texts')?.textContent ?? '{}') as Texts;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (all, k: string) => (k in values ? String(values[k]) : all));
const $ = <T extends Element>(selector: string, root: ParentNode = document) => root.querySelector<T>(selector);
const money = (cents: bigint) => moneyOf(cents, texts.locale);

const dialog = $<HTMLDialogElement>('#cart');
const form = $<HTMLFormElement>('[data-cart-form]');
const linesList = $<HTMLUListElement>('[data-cart-lines]');
const lineTemplate = $<HTMLTemplateElement>('#cart-line');
const toast = $<HTMLElement>('[data-toast]');
const general = $<HTMLElement>('[data-cart-error]');
let toastTimer = 0;

function say(message: string) {
  if (!toast) return;
  toast.textContent = message;
  toast.hidden = false;
  window.clearTimeout(toastTimer);
  toastTimer = window.setTimeout(() => (toast.hidden = true), 2500);
}

function save(lines: CartLine[]) {
  writeCart(lines);
  render();
}

/** The header's button, the dialog's lines and total, from the stored cart. */
function render() {
  const lines = readCart();
  const count = lines.reduce((n, l) => n + l.QtPedida, 0);
  for (const button of document.querySelectorAll<HTMLElement>('[data-cart-open]')) button.setAttribute('aria-label', fill(count === 1 ? texts.cartCountOne : texts.cartCountOther, { count }));
  for (const badge of document.querySelectorAll<HTMLElement>('[data-cart-count]')) {
    badge.textContent = String(count);
    badge.hidden = count === 0;
  }
  const sent = $<HTMLElement>('[data-cart-sent]');
  const empty = $<HTMLElement>('[data-cart-empty]');
  if (!form || !linesList || !lineTemplate || !empty) return;
  const showingSent = !!sent && !sent.hidden;
  form.hidden = showingSent || lines.length === 0;
  empty.hidden = showingSent || lines.length > 0;
  linesList.replaceChildren(
    ...lines.map((line) => {
      const item = lineTemplate.content.firstElementChild!.cloneNode(true) as HTMLElement;
      $<HTMLElement>('[data-line-name]', item)!.textContent = line.NmProduto;
      $<HTMLElement>('[data-line-detail]', item)!.textContent = `${line.CdChamada} · ${money(centsOf(line.VlPreco))} / ${line.CdSigla}`;
      const quantity = $<HTMLInputElement>('[data-line-qty]', item)!;
      quantity.value = String(line.QtPedida);
      quantity.setAttribute('aria-label', fill(texts.quantityOf, { name: line.NmProduto }));
      quantity.addEventListener('change', () => save(setQuantity(readCart(), line.CdChamada, Math.min(9999, Math.max(1, Math.trunc(Number(quantity.value)) || 1)))));
      const remove = $<HTMLButtonElement>('[data-line-remove]', item)!;
      remove.setAttribute('aria-label', fill(texts.remove, { name: line.NmProduto }));
      remove.addEventListener('click', () => save(setQuantity(readCart(), line.CdChamada, 0)));
      return item;
    }),
  );
  const total = $<HTMLElement>('[data-cart-total]');
  if (total) total.textContent = money(totalCents(lines));
}

// "Add" buttons carry what the page showed of the product; a product page's quantity field is named by data-qty.
document.addEventListener('click', (event) => {
  const button = (event.target as Element).closest<HTMLButtonElement>('[data-add]');
  if (!button) return;
  const { code = '', name = '', price = '', unit = '', qty } = button.dataset;
  const field = qty ? $<HTMLInputElement>(qty) : null;
  const quantity = Math.min(9999, Math.max(1, Math.trunc(Number(field?.value ?? 1)) || 1));
  save(addLine(readCart(), { CdChamada: code, NmProduto: name, VlPreco: price, CdSigla: unit }, quantity));
  say(fill(texts.added, { name }));
});

for (const button of document.querySelectorAll('[data-cart-open]')) button.addEventListener('click', () => dialog?.showModal());
$('[data-cart-close]')?.addEventListener('click', () => dialog?.close());
// A click on the backdrop (the dialog element itself, outside its content) closes it.
dialog?.addEventListener('click', (event) => event.target === dialog && dialog.close());
window.addEventListener('storage', (event) => event.key === cartKey() && render());

// ---- the visitor's data -----------------------------------------------------------------------------------

const input = (name: string) => form?.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
const value = (name: string) => input(name)?.value.trim() ?? '';
const optional = (name: string) => value(name) || undefined;

function fieldError(name: string, message: string) {
  const target = input(name);
  const slot = form?.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
  if (!target || !slot) return false;
  slot.textContent = message;
  target.setAttribute('aria-invalid', message ? 'true' : 'false');
  return true;
}

function clearErrors() {
  for (const slot of form?.querySelectorAll<HTMLElement>('[data-error-for]') ?? []) fieldError(slot.dataset.errorFor!, '');
  if (general) general.hidden = true;
}

form?.addEventListener('input', (event) => {
  const target = event.target as HTMLInputElement;
  if (target.name) fieldError(target.name, '');
  if (general && !form.querySelector('[aria-invalid="true"]')) general.hidden = true;
  if (target.name === 'cliente.document') target.value = maskDocument(target.value);
  if (target.name === 'cliente.phone') target.value = maskPhone(target.value);
  // A typed city may not be the CEP's: its IBGE code goes with it only when the lookup filled it.
  if (target.name === 'cliente.address.city') input('cliente.address.cityIbge')!.value = '';
  if (target.name === 'cliente.address.cep') {
    const digits = onlyDigits(target.value).slice(0, 8);
    target.value = digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
    if (digits.length === 8) void lookupCep(digits);
  }
});

/** GET /api/cep_address/{cep} fills street, district, city, UF and the IBGE code; an unknown CEP leaves them to be typed. */
async function lookupCep(cep: string) {
  const status = $<HTMLElement>('[data-cep-status]');
  try {
    const res = await fetch(`/api/cep_address/${cep}`, { headers: { accept: 'application/ld+json', 'accept-language': texts.locale } });
    if (!res.ok) {
      if (status) status.textContent = res.status === 404 || res.status === 422 ? texts.cepNotFound : '';
      return;
    }
    const found = (await res.json()) as Record<string, string | null | undefined>;
    const fields: Array<[string, string | null | undefined]> = [
      ['streetType', found.streetType],
      ['street', found.street],
      ['district', found.district],
      ['city', found.city],
      ['uf', found.uf],
      ['cityIbge', found.cityIbge],
    ];
    for (const [name, text] of fields) {
      const target = input(`cliente.address.${name}`);
      if (target && text) {
        target.value = text;
        fieldError(target.name, '');
      }
    }
    if (status) status.textContent = texts.cepFilled;
    input('cliente.address.number')?.focus();
  } catch {
    // Offline or the service is down: the address is typed.
    if (status) status.textContent = '';
  }
}

function payload(lines: CartLine[]) {
  return {
    cliente: {
      name: value('cliente.name'),
      document: value('cliente.document'),
      email: value('cliente.email').toLowerCase(),
      phone: value('cliente.phone'),
      address: {
        cep: value('cliente.address.cep'),
        streetType: optional('cliente.address.streetType'),
        street: value('cliente.address.street'),
        number: value('cliente.address.number'),
        complement: optional('cliente.address.complement'),
        district: value('cliente.address.district'),
        city: value('cliente.address.city'),
        cityIbge: optional('cliente.address.cityIbge'),
        uf: value('cliente.address.uf'),
      },
    },
    itens: lines.map((l) => ({ CdChamada: l.CdChamada, QtPedida: String(l.QtPedida) })),
    DsObservacao: value('DsObservacao') || null,
  };
}

/**
 * The back-office session of this browser, when there is one (same origin): an order sent signed in as a client
 * goes to that client; without it, a known client's document makes a contact for a salesperson to review.
 */
function sessionToken(): string | null {
  try {
    const session = JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { token?: string; api_key?: string } | null;
    return session?.token || session?.api_key || null;
  } catch {
    return null;
  }
}

/** The 422's violations beside their fields; those of no field (a product no longer sold) in the alert. */
function showViolations(violations: Array<{ propertyPath: string; message: string }>, lines: CartLine[]) {
  const others: string[] = [];
  for (const v of violations) {
    if (fieldError(v.propertyPath, v.message)) continue;
    const line = /^itens\.(\d+)\./.exec(v.propertyPath);
    const product = line ? lines[Number(line[1])] : undefined;
    others.push(product ? `${product.NmProduto}: ${v.message}` : v.message);
  }
  if (general) {
    general.textContent = [texts.fixErrors, ...others].join(' ');
    general.hidden = false;
  }
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

form?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const lines = readCart();
  if (!lines.length) return;
  const button = $<HTMLButtonElement>('[data-cart-send]', form);
  clearErrors();
  if (button) {
    button.disabled = true;
    button.textContent = texts.sending;
  }
  try {
    const res = await fetch('/api/shop/pedidos', {
      method: 'POST',
      headers: { 'content-type': 'application/ld+json', accept: 'application/ld+json', 'accept-language': texts.locale, ...(sessionToken() ? { 'api-token': sessionToken()! } : {}) },
      body: JSON.stringify(payload(lines)),
    });
    const answer = (await res.json().catch(() => ({}))) as { CodPedido?: number; VlTotal?: string; violations?: Array<{ propertyPath: string; message: string }>; 'hydra:description'?: string };
    if (res.status === 201 && answer.CodPedido) {
      writeCart([]);
      form.reset();
      const sent = $<HTMLElement>('[data-cart-sent]')!;
      $<HTMLElement>('[data-sent-title]', sent)!.textContent = fill(texts.sent, { number: answer.CodPedido });
      $<HTMLElement>('[data-sent-detail]', sent)!.textContent = fill(texts.sentDetail, { total: money(centsOf(answer.VlTotal ?? '0')) });
      sent.hidden = false;
      render();
    } else if (res.status === 422 && answer.violations) {
      showViolations(answer.violations, lines);
    } else if (general) {
      general.textContent = res.status === 429 && answer['hydra:description'] ? answer['hydra:description'] : texts.sendFailed;
      general.hidden = false;
    }
  } catch {
    if (general) {
      general.textContent = texts.sendFailed;
      general.hidden = false;
    }
  } finally {
    if (button) {
      button.disabled = false;
      button.textContent = texts.send;
    }
  }
});

$('[data-cart-continue]')?.addEventListener('click', () => {
  $<HTMLElement>('[data-cart-sent]')!.hidden = true;
  render();
  dialog?.close();
});

render();
