/**
 * Catálogo de mensagens de validação e de erro. Os schemas zod usam as CHAVES como mensagem; a API traduz
 * por requisição (Accept-Language) e o web pelo idioma da interface, ambos com translateMessage.
 */
import { resolveLocale, type Locale } from './locale.ts';
import { translateIn, type MessageCatalogue } from './message-format.ts';
import { CATALOGO_MESSAGES } from '../catalogo/messages.ts';
import { MARKUP_MESSAGES } from '../vendas/messages.ts';
import { SEPARACAO_MESSAGES } from '../separacao/messages.ts';
import { FISCAL_MESSAGES } from '../fiscal/fiscal.messages.ts';
import { DEVOLUCAO_MESSAGES } from '../fiscal/devolucao.messages.ts';
import { RECEBIMENTO_MESSAGES } from '../fiscal/recebimento.messages.ts';
import { PCP_MESSAGES } from '../pcp/pcp.messages.ts';
import { COMPRAS_MESSAGES } from '../compras/compras.messages.ts';
import { ROTEIRO_MESSAGES } from '../roteiro/roteiro.messages.ts';
import { LOJA_MESSAGES } from '../loja/loja.messages.ts';
import { LIMIT_MESSAGES } from './limits.messages.ts';
import { NOTIFICATION_MESSAGES } from './notifications.messages.ts';
import { QUERY_MESSAGES } from './query.messages.ts';

export type MessageTexts = Readonly<Record<Locale, string>>;

export const MESSAGES = {
  required: { 'pt-BR': 'Este campo é obrigatório', 'en-US': 'This field is required', es: 'Este campo es obligatorio' },
  required_uf: { 'pt-BR': 'Campo obrigatório', 'en-US': 'Required field', es: 'Campo obligatorio' },
  invalid_email: { 'pt-BR': 'E-mail inválido', 'en-US': 'Invalid e-mail', es: 'Correo electrónico no válido' },
  invalid_phone: { 'pt-BR': 'Telefone inválido', 'en-US': 'Invalid phone number', es: 'Teléfono no válido' },
  name_invalid: {
    'pt-BR': 'Nome inválido: use ao menos uma letra',
    'en-US': 'Invalid name: use at least one letter',
    es: 'Nombre no válido: use al menos una letra',
  },
  email_mismatch: {
    'pt-BR': 'Os e-mails não conferem',
    'en-US': 'E-mail addresses do not match',
    es: 'Los correos electrónicos no coinciden',
  },
  password_min: {
    'pt-BR': 'A senha deve ter pelo menos 6 caracteres',
    'en-US': 'Password must to be at least 6 characters long',
    es: 'La contraseña debe tener al menos 6 caracteres',
  },
  password_mismatch: { 'pt-BR': 'As senhas não conferem', 'en-US': 'Passwords do not match', es: 'Las contraseñas no coinciden' },
  password_weak: {
    'pt-BR': 'Senha fraca: use seis ou mais caracteres misturando letras, números e símbolos',
    'en-US': 'Weak password: use six or more characters mixing letters, numbers and symbols',
    es: 'Contraseña débil: use seis o más caracteres combinando letras, números y símbolos',
  },
  username_chars: {
    'pt-BR': 'Use apenas letras e números, sem espaços',
    'en-US': 'Use letters and numbers only, without spaces',
    es: 'Use solo letras y números, sin espacios',
  },
  username_length: {
    'pt-BR': 'O usuário deve ter entre 3 e 50 caracteres',
    'en-US': 'Username must be between 3 and 50 characters long',
    es: 'El usuario debe tener entre 3 y 50 caracteres',
  },
  invalid_cpf: { 'pt-BR': 'CPF inválido', 'en-US': 'Invalid CPF', es: 'CPF no válido' },
  invalid_cnpj: { 'pt-BR': 'CNPJ inválido', 'en-US': 'Invalid CNPJ', es: 'CNPJ no válido' },
  invalid_document: {
    'pt-BR': 'Documento inválido: informe um CPF ou CNPJ',
    'en-US': 'Invalid document: enter a CPF or CNPJ',
    es: 'Documento no válido: ingrese un CPF o CNPJ',
  },
  invalid_cep: { 'pt-BR': 'CEP inválido', 'en-US': 'Invalid postal code (CEP)', es: 'Código postal (CEP) no válido' },
  cep_not_found: { 'pt-BR': 'CEP não encontrado', 'en-US': 'Postal code (CEP) not found', es: 'Código postal (CEP) no encontrado' },
  cep_unavailable: {
    'pt-BR': 'Serviço de CEP indisponível, preencha o endereço',
    'en-US': 'The postal code (CEP) service is unavailable, fill in the address',
    es: 'El servicio de CEP no está disponible, complete la dirección',
  },
  google_unavailable: {
    'pt-BR': 'O login com o Google está indisponível no momento',
    'en-US': 'Google sign-in is unavailable at the moment',
    es: 'El inicio de sesión con Google no está disponible en este momento',
  },
  google_signin_off: {
    'pt-BR': 'O login com o Google não está ativado',
    'en-US': 'Google sign-in is not enabled',
    es: 'El inicio de sesión con Google no está activado',
  },
  write_conflict: {
    'pt-BR': 'Outra operação alterou os mesmos dados ao mesmo tempo e nada foi gravado. Tente de novo em instantes.',
    'en-US': 'Another operation changed the same data at the same time and nothing was saved. Try again in a moment.',
    es: 'Otra operación modificó los mismos datos al mismo tiempo y no se guardó nada. Inténtelo de nuevo en unos instantes.',
  },
  invalid_ie: { 'pt-BR': 'Inscrição estadual inválida', 'en-US': 'Invalid state registration (IE)', es: 'Inscripción estatal (IE) no válida' },
  ie_required: {
    'pt-BR': 'Contribuinte do ICMS: informe a inscrição estadual',
    'en-US': 'ICMS taxpayer: enter the state registration (IE)',
    es: 'Contribuyente del ICMS: ingrese la inscripción estatal (IE)',
  },
  value_exists: {
    'pt-BR': 'Este valor já está cadastrado',
    'en-US': 'This value is already registered',
    es: 'Este valor ya está registrado',
  },
  invalid_sales_rep: {
    'pt-BR': 'Escolha um representante desta empresa',
    'en-US': 'Choose a sales representative of this company',
    es: 'Elija un representante de esta empresa',
  },
  invalid_number: { 'pt-BR': 'Número inválido', 'en-US': 'Invalid number', es: 'Número no válido' },
  invalid_date: { 'pt-BR': 'Data inválida', 'en-US': 'Invalid date', es: 'Fecha no válida' },
  // O intervalo é DATE_RANGE (limits.ts), escrito no formato de data de cada idioma.
  date_out_of_range: {
    'pt-BR': 'Informe uma data entre 01/01/1900 e 31/12/2199',
    'en-US': 'Enter a date between 01/01/1900 and 12/31/2199',
    es: 'Ingrese una fecha entre 01/01/1900 y 31/12/2199',
  },
  setting_percent: { 'pt-BR': 'Informe um percentual de 0 a 100', 'en-US': 'Enter a percentage from 0 to 100', es: 'Ingrese un porcentaje de 0 a 100' },
  setting_gtm: {
    'pt-BR': 'Informe contêineres do Google Tag Manager (GTM-XXXXXX), um só ou uma lista ["GTM-AAAA", "GTM-BBBB"]',
    'en-US': 'Enter Google Tag Manager containers (GTM-XXXXXX), one or a list ["GTM-AAAA", "GTM-BBBB"]',
    es: 'Ingrese contenedores de Google Tag Manager (GTM-XXXXXX), uno o una lista ["GTM-AAAA", "GTM-BBBB"]',
  },
  setting_url: {
    'pt-BR': 'Informe um endereço que comece com http:// ou https://',
    'en-US': 'Enter an address starting with http:// or https://',
    es: 'Ingrese una dirección que empiece con http:// o https://',
  },
  setting_record_id: { 'pt-BR': 'Informe o número do registro', 'en-US': 'Enter the record number', es: 'Ingrese el número del registro' },
  setting_boolean: { 'pt-BR': 'Use true (sim) ou false (não)', 'en-US': 'Use true or false', es: 'Use true (sí) o false (no)' },
  setting_origin: {
    'pt-BR': 'Informe um objeto JSON com country, state e city',
    'en-US': 'Enter a JSON object with country, state and city',
    es: 'Ingrese un objeto JSON con country, state y city',
  },
  setting_stored_invalid: {
    'pt-BR': 'O valor guardado da configuração {key} não vale ({value}): corrija-o em Configurações',
    'en-US': 'The stored value of setting {key} is not valid ({value}): fix it in Settings',
    es: 'El valor guardado de la configuración {key} no es válido ({value}): corríjalo en Configuraciones',
  },
  number_negative: {
    'pt-BR': 'O valor não pode ser negativo',
    'en-US': 'The value cannot be negative',
    es: 'El valor no puede ser negativo',
  },
  number_too_small: {
    'pt-BR': 'Número pequeno demais: o mínimo é {min:decimal}',
    'en-US': 'Number too small: the least is {min:decimal}',
    es: 'Número demasiado pequeño: el mínimo es {min:decimal}',
  },
  number_too_large: {
    'pt-BR': 'Número grande demais: o máximo é {max:decimal}',
    'en-US': 'Number too large: the most is {max:decimal}',
    es: 'Número demasiado grande: el máximo es {max:decimal}',
  },
  too_long: { 'pt-BR': 'Texto muito longo', 'en-US': 'Text is too long', es: 'Texto demasiado largo' },
  invalid_value: { 'pt-BR': 'Valor inválido', 'en-US': 'Invalid value', es: 'Valor no válido' },
  batch_url_invalid: {
    'pt-BR': 'Endereço inválido: só leituras (GET) da API, em /api/',
    'en-US': 'Invalid address: only reads (GET) of the API, under /api/',
    es: 'Dirección no válida: solo lecturas (GET) de la API, en /api/',
  },
  batch_too_many: {
    'pt-BR': 'A lista passa do limite de {max:decimal} endereços',
    'en-US': 'The list is over the limit of {max:decimal} addresses',
    es: 'La lista supera el límite de {max:decimal} direcciones',
  },
  invalid_coordinate: { 'pt-BR': 'Coordenada inválida', 'en-US': 'Invalid coordinate', es: 'Coordenada no válida' },
  column_type_mismatch: {
    'pt-BR': 'O valor não condiz com o tipo selecionado',
    'en-US': 'The value does not match the selected type',
    es: 'El valor no corresponde al tipo seleccionado',
  },
  email_exists: { 'pt-BR': 'O email utilizado já existe', 'en-US': 'This e-mail is already in use', es: 'El correo electrónico ya existe' },
  user_exists: { 'pt-BR': 'O usuário já existe', 'en-US': 'This user already exists', es: 'El usuario ya existe' },
  document_exists: {
    'pt-BR': 'Já existe um cliente com este documento nesta empresa',
    'en-US': 'A client with this document is already registered in this company',
    es: 'Ya existe un cliente con este documento en esta empresa',
  },
  invalid_credentials: {
    'pt-BR': 'Usuário ou senha não são válidos',
    'en-US': 'Invalid username or password',
    es: 'Usuario o contraseña no válidos',
  },
  too_many_attempts: {
    'pt-BR': 'Muitas tentativas seguidas. Aguarde um minuto e tente de novo.',
    'en-US': 'Too many attempts in a row. Wait a minute and try again.',
    es: 'Demasiados intentos seguidos. Espere un minuto e inténtelo de nuevo.',
  },
  unauthorized: { 'pt-BR': 'Não autorizado', 'en-US': 'Unauthorized', es: 'No autorizado' },
  forbidden: {
    'pt-BR': 'Você não tem permissão para esta ação',
    'en-US': 'You are not allowed to do this',
    es: 'No tiene permiso para esta acción',
  },
  field_not_granted: {
    'pt-BR': 'Sem permissão para informar {field}: o campo pede uma permissão própria',
    'en-US': 'Not allowed to set {field}: the field needs a permission of its own',
    es: 'Sin permiso para informar {field}: el campo pide un permiso propio',
  },
  not_found: { 'pt-BR': 'Registro não encontrado', 'en-US': 'Record not found', es: 'Registro no encontrado' },
  stale_version: {
    'pt-BR': 'Este pedido já foi atualizado',
    'en-US': 'This order was already updated',
    es: 'Este pedido ya fue actualizado',
  },
  record_changed: {
    'pt-BR': 'Outra pessoa alterou este registro enquanto você o editava: recarregue para ver como ficou',
    'en-US': 'Someone else changed this record while you were editing it: reload to see it as it is now',
    es: 'Otra persona cambió este registro mientras usted lo editaba: recargue para verlo como quedó',
  },
  reset_link_invalid: {
    'pt-BR': 'O link de redefinição de senha é inválido ou expirou',
    'en-US': 'The password reset link is invalid or has expired',
    es: 'El enlace para restablecer la contraseña no es válido o ha caducado',
  },
  current_password_wrong: {
    'pt-BR': 'A senha atual não confere',
    'en-US': 'The current password is not correct',
    es: 'La contraseña actual no es correcta',
  },
  invalid_file_type: {
    'pt-BR': 'Tipo de arquivo não permitido',
    'en-US': 'File type not allowed',
    es: 'Tipo de archivo no permitido',
  },
  data_saved: { 'pt-BR': 'Dados salvos com sucesso', 'en-US': 'Data saved successfully', es: 'Datos guardados con éxito' },
  request_failed: {
    'pt-BR': 'Não foi possível atender a solicitação',
    'en-US': 'The request could not be completed',
    es: 'No fue posible atender la solicitud',
  },
  no_results: { 'pt-BR': 'Pesquisa sem resultados', 'en-US': 'No results found', es: 'Búsqueda sin resultados' },
  family_not_associated: { 'pt-BR': 'Família não associada', 'en-US': 'No family assigned', es: 'Familia no asociada' },
  group_not_associated: { 'pt-BR': 'Grupo não associado', 'en-US': 'No group assigned', es: 'Grupo no asociado' },
  ...CATALOGO_MESSAGES,
  ...MARKUP_MESSAGES,
  ...SEPARACAO_MESSAGES,
  ...FISCAL_MESSAGES,
  ...DEVOLUCAO_MESSAGES,
  ...RECEBIMENTO_MESSAGES,
  ...PCP_MESSAGES,
  ...COMPRAS_MESSAGES,
  ...ROTEIRO_MESSAGES,
  ...LOJA_MESSAGES,
  ...LIMIT_MESSAGES,
  ...NOTIFICATION_MESSAGES,
  ...QUERY_MESSAGES,
} as const satisfies Record<string, MessageTexts>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES, key);
}

/** O catálogo num idioma (cada texto no idioma, e não os três), que o web carrega sob demanda (um chunk por idioma). */
export function messagesIn(locale: string): MessageCatalogue {
  const lang = resolveLocale(locale);
  let catalogue = CATALOGUES.get(lang);
  if (!catalogue) {
    const entries = Object.entries(MESSAGES as Readonly<Record<string, MessageTexts>>);
    catalogue = {
      texts: Object.fromEntries(entries.map(([key, texts]) => [key, texts[lang]])),
      // Messages a service stores as they read in pt-BR (a freight quote's error), by that text: the ones without
      // parameters, which a stored text can be whole; in pt-BR the stored text is already the label.
      stored: lang === 'pt-BR' ? {} : Object.fromEntries(entries.filter(([, texts]) => !texts['pt-BR'].includes('{')).map(([, texts]) => [texts['pt-BR'], texts[lang]])),
    };
    CATALOGUES.set(lang, catalogue);
  }
  return catalogue;
}
const CATALOGUES = new Map<Locale, MessageCatalogue>();

/** Traduz uma chave do catálogo (as regras dos marcadores: translateIn, message-format.ts). */
export function translateMessage(key: string, locale: string, params?: Readonly<Record<string, string | number>>): string {
  return translateIn(messagesIn(locale), key, locale, params);
}

/** Os nomes de enum que os marcadores de um texto pedem ({from:StatusPedido} -> StatusPedido), para o teste do catálogo. */
export function messageEnumNames(text: string): string[] {
  return [...text.matchAll(/\{\w+:(\w+(?:\|\w+)*)(?::lower)?\}/g)].flatMap((m) => (m[1] === 'decimal' || m[1] === 'message' ? [] : m[1].split('|')));
}
