/** Mensagens das configurações de emissão (série, ambiente, certificado A1), somadas às da área fiscal. */
export const NFE_CONFIG_MESSAGES = {
  nfe_serie_backwards: {
    'pt-BR': 'O próximo número não pode voltar: a série já está no {next}',
    'en-US': 'The next number cannot go back: the series is already at {next}',
    es: 'El próximo número no puede retroceder: la serie ya está en {next}',
  },
  nfe_cert_password: {
    'pt-BR': 'Senha do certificado incorreta',
    'en-US': 'Wrong certificate password',
    es: 'Contraseña del certificado incorrecta',
  },
  nfe_cert_invalid: {
    'pt-BR': 'O arquivo não é um certificado A1 (PFX/P12) com chave privada',
    'en-US': 'The file is not an A1 certificate (PFX/P12) with a private key',
    es: 'El archivo no es un certificado A1 (PFX/P12) con clave privada',
  },
  nfe_cert_expired: {
    'pt-BR': 'O certificado venceu em {date}',
    'en-US': 'The certificate expired on {date}',
    es: 'El certificado venció el {date}',
  },
  nfe_cert_other_cnpj: {
    'pt-BR': 'O certificado é do CNPJ {cnpj}, não do CNPJ da empresa ({company})',
    'en-US': 'The certificate belongs to CNPJ {cnpj}, not to the company\'s CNPJ ({company})',
    es: 'El certificado es del CNPJ {cnpj}, no del CNPJ de la empresa ({company})',
  },
} as const;
