/** Mensagens do planejamento (MRP, previsões, ordens de produção), somadas ao catálogo geral de messages.ts. */
export const PCP_MESSAGES = {
  invalid_probability: {
    'pt-BR': 'Informe um percentual de 0 a 100',
    'en-US': 'Enter a percentage from 0 to 100',
    es: 'Indique un porcentaje de 0 a 100',
  },
  analysis_not_open: {
    'pt-BR': 'A análise precisa estar aberta para isso (agora: {status:StStatusAnalise:lower})',
    'en-US': 'The analysis must be open for this (now: {status:StStatusAnalise:lower})',
    es: 'El análisis debe estar abierto para esto (ahora: {status:StStatusAnalise:lower})',
  },
  analysis_not_calculated: {
    'pt-BR': 'Calcule a análise antes de criar as ordens',
    'en-US': 'Calculate the analysis before creating the orders',
    es: 'Calcule el análisis antes de crear las órdenes',
  },
  analysis_move_refused: {
    'pt-BR': 'Uma análise {de:StStatusAnalise:lower} não pode passar a {para:StStatusAnalise:lower}',
    'en-US': 'An analysis that is {de:StStatusAnalise:lower} cannot become {para:StStatusAnalise:lower}',
    es: 'Un análisis {de:StStatusAnalise:lower} no puede pasar a {para:StStatusAnalise:lower}',
  },
  analysis_has_open_orders: {
    'pt-BR': 'A análise tem ordens ou compras em aberto: cancele-as antes',
    'en-US': 'The analysis has open orders or purchases: cancel them first',
    es: 'El análisis tiene órdenes o compras abiertas: cancélelas antes',
  },
  calculation_running: {
    'pt-BR': 'O cálculo desta análise já está em andamento',
    'en-US': 'This analysis is already being calculated',
    es: 'El cálculo de este análisis ya está en curso',
  },
  bom_loop_in_analysis: {
    'pt-BR': 'As estruturas formam um ciclo entre os produtos {products}',
    'en-US': 'The bills of materials loop among products {products}',
    es: 'Las estructuras forman un ciclo entre los productos {products}',
  },
  order_not_open: {
    'pt-BR': 'A ordem de produção {order} está {status:StOrdemProducao:lower}',
    'en-US': 'Production order {order} is {status:StOrdemProducao:lower}',
    es: 'La orden de producción {order} está {status:StOrdemProducao:lower}',
  },
  sector_required_for_lot: {
    'pt-BR': 'Escolha o setor onde o lote produzido entra',
    'en-US': 'Choose the sector the produced lot goes into',
    es: 'Elija el sector donde entra el lote producido',
  },
  sheet_unreadable: {
    'pt-BR': 'Não foi possível ler a planilha: envie um CSV (separado por ; ou ,) ou um XLSX',
    'en-US': 'The sheet could not be read: send a CSV (separated by ; or ,) or an XLSX file',
    es: 'No se pudo leer la planilla: envíe un CSV (separado por ; o ,) o un XLSX',
  },
  sheet_columns: {
    'pt-BR': 'A planilha precisa das colunas Produto, Quantidade e Data (faltam: {missing})',
    'en-US': 'The sheet needs the columns Produto, Quantidade and Data (missing: {missing})',
    es: 'La planilla necesita las columnas Produto, Quantidade y Data (faltan: {missing})',
  },
  sheet_forecast_gone: {
    'pt-BR': 'A previsão foi excluída antes de a importação começar',
    'en-US': 'The forecast was deleted before the import started',
    es: 'La previsión fue eliminada antes de que comenzara la importación',
  },
  sheet_empty: {
    'pt-BR': 'A planilha não tem linhas de itens',
    'en-US': 'The sheet has no item rows',
    es: 'La planilla no tiene filas de ítems',
  },
  forecast_item_exists: {
    'pt-BR': 'A previsão já tem este produto nesta data; importe substituindo os itens para trocá-los',
    'en-US': 'The forecast already has this product on this date; import replacing the items to change them',
    es: 'La previsión ya tiene este producto en esta fecha; importe reemplazando los ítems para cambiarlos',
  },
  product_code_unknown: {
    'pt-BR': 'Nenhum produto desta empresa com o código {code}',
    'en-US': 'No product of this company has code {code}',
    es: 'Ningún producto de esta empresa tiene el código {code}',
  },
  sheet_row_errors: {
    'pt-BR': 'Nada foi importado: a planilha tem erros (linhas com erro: {count})',
    'en-US': 'Nothing was imported: the sheet has errors (rows with errors: {count})',
    es: 'No se importó nada: la planilla tiene errores (filas con errores: {count})',
  },
  lot_quantity_required: {
    'pt-BR': 'Informe a quantidade fixa de cada lote',
    'en-US': 'Enter the fixed quantity of each lot',
    es: 'Indique la cantidad fija de cada lote',
  },
  lot_minimum_or_multiple: {
    'pt-BR': 'Informe o lote mínimo, o múltiplo ou os dois',
    'en-US': 'Enter the minimum lot, the multiple or both',
    es: 'Indique el lote mínimo, el múltiplo o ambos',
  },
  lot_periods_required: {
    'pt-BR': 'Informe de 2 a 52 períodos de cobertura (1 período é lote a lote)',
    'en-US': 'Enter 2 to 52 periods of supply (1 period is lot-for-lot)',
    es: 'Indique de 2 a 52 períodos de cobertura (1 período es lote a lote)',
  },
  forecast_in_use: {
    'pt-BR': 'Esta previsão entra na demanda de análises do MRP ({analises}); exclua as análises antes',
    'en-US': 'This forecast is part of the demand of MRP analyses ({analises}); delete the analyses first',
    es: 'Esta previsión forma parte de la demanda de análisis del MRP ({analises}); elimine los análisis antes',
  },
  component_short: {
    'pt-BR': 'Falta {product} para produzir: necessário {needed:decimal} {unit}, disponível {available:decimal} {unit} em {sector}',
    'en-US': 'Not enough {product} to produce: {needed:decimal} {unit} needed, {available:decimal} {unit} available in {sector}',
    es: 'Falta {product} para producir: se necesitan {needed:decimal} {unit}, disponible {available:decimal} {unit} en {sector}',
  },
} as const;
