import type { Locale } from '../common/locale.ts';

/**
 * The sign-in's texts, in one place for both of its pages: the page the server writes at `/` (the first thing a
 * phone loads, apps/api/src/modules/admin/signin.pages.ts) and the web app's own (platform/session), which takes
 * them into its catalogue under `language`, `login`, `forgot` and `reset`.
 */
const ptBR = {
  language: {
    label: 'Idioma',
    choose: 'Escolher idioma',
  },
  login: {
    google: 'Entrar com o Google',
    googleTitle: 'Entrando com o Google',
    googleFailed: 'Não foi possível entrar com o Google. Tente de novo.',
    backToLogin: 'Voltar ao login',
    title: 'Entrar',
    subtitle: 'Acesse com seu usuário e senha',
    username: 'Usuário',
    password: 'Senha',
    submit: 'Entrar',
    forgot: 'Esqueci minha senha',
    noUser: 'Não é possível entrar sem um usuário',
  },
  forgot: {
    title: 'Recuperar senha',
    explain: 'Informe seu usuário ou e-mail. Enviaremos um link para você criar uma nova senha.',
    usernameOrEmail: 'Usuário ou e-mail',
    send: 'Enviar link',
    sentTitle: 'Pedido recebido',
    sent: 'Se houver uma conta com esses dados, você receberá em instantes um e-mail com o link para criar uma nova senha.',
    back: 'Voltar para o login',
  },
  reset: {
    title: 'Criar nova senha',
    subtitle: 'Escolha uma senha que você não usa em outros lugares',
    submit: 'Salvar nova senha',
    done: 'Senha alterada com sucesso. Entre com a nova senha.',
  },
};

export type SigninTexts = typeof ptBR;

const enUS: SigninTexts = {
  language: {
    label: 'Language',
    choose: 'Choose language',
  },
  login: {
    google: 'Sign in with Google',
    googleTitle: 'Signing in with Google',
    googleFailed: 'Could not sign in with Google. Try again.',
    backToLogin: 'Back to sign-in',
    title: 'Sign in',
    subtitle: 'Use your username and password',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    forgot: 'Forgot my password',
    noUser: 'Can not signin without a user',
  },
  forgot: {
    title: 'Recover password',
    explain: 'Enter your username or e-mail. We will send you a link to create a new password.',
    usernameOrEmail: 'Username or e-mail',
    send: 'Send link',
    sentTitle: 'Request received',
    sent: 'If an account matches, you will shortly receive an e-mail with a link to create a new password.',
    back: 'Back to sign in',
  },
  reset: {
    title: 'Create a new password',
    subtitle: 'Choose a password you do not use anywhere else',
    submit: 'Save new password',
    done: 'Password changed. Sign in with your new password.',
  },
};

const es: SigninTexts = {
  language: {
    label: 'Idioma',
    choose: 'Elegir idioma',
  },
  login: {
    google: 'Iniciar sesión con Google',
    googleTitle: 'Iniciando sesión con Google',
    googleFailed: 'No fue posible iniciar sesión con Google. Inténtelo de nuevo.',
    backToLogin: 'Volver al inicio de sesión',
    title: 'Ingresar',
    subtitle: 'Acceda con su usuario y contraseña',
    username: 'Usuario',
    password: 'Contraseña',
    submit: 'Ingresar',
    forgot: 'Olvidé mi contraseña',
    noUser: 'No es posible ingresar sin un usuario',
  },
  forgot: {
    title: 'Recuperar contraseña',
    explain: 'Informe su usuario o correo electrónico. Le enviaremos un enlace para crear una nueva contraseña.',
    usernameOrEmail: 'Usuario o correo electrónico',
    send: 'Enviar enlace',
    sentTitle: 'Solicitud recibida',
    sent: 'Si existe una cuenta con esos datos, en instantes recibirá un correo con el enlace para crear una nueva contraseña.',
    back: 'Volver al inicio de sesión',
  },
  reset: {
    title: 'Crear nueva contraseña',
    subtitle: 'Elija una contraseña que no use en otros lugares',
    submit: 'Guardar nueva contraseña',
    done: 'Contraseña cambiada con éxito. Ingrese con la nueva contraseña.',
  },
};

export const SIGNIN_TEXTS: Readonly<Record<Locale, SigninTexts>> = { 'pt-BR': ptBR, 'en-US': enUS, es };
