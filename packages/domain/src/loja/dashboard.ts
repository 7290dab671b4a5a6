/**
 * O painel inicial (/home, GET /dashboard/home) da empresa da sessão. Cada parte só vem quando o perfil do
 * usuário pode ler a lista por trás dela (pedido_vendas para vendas e pedidos, produtos para estoque e lotes).
 */
export interface HomeDashboard {
  /** A data de hoje no fuso da empresa (AAAA-MM-DD): as entregas e as validades contam a partir dela. */
  hoje: string;
  /**
   * Vendas (pedidos não cancelados) por mês civil, o atual e os 11 anteriores, e no mesmo mês do ano anterior (null
   * quando esse mês é anterior ao primeiro pedido da empresa: sem dados, não zero).
   */
  vendasPorMes?: Array<{ mes: string; atual: string; anterior: string | null }>;
  /** Orçamentos emitidos nos mesmos 12 meses civis do gráfico e quantos viraram pedido. */
  conversao?: { orcamentos: number; convertidos: number };
  pedidosPorStatus?: Array<{ StatusPedido: string; pedidos: number }>;
  /** Pedidos em aberto por fase do fluxo (null: sem fase). */
  pedidosPorFase?: Array<{ NmFase: string | null; pedidos: number }>;
  /** Pedidos em aberto com entrega vencida e para hoje. */
  entregas?: { atrasadas: number; hoje: number };
  /** Os cinco maiores clientes e produtos dos mesmos 12 meses civis. */
  topClientes?: Array<{ IdCliente: number; Cliente: string; VlTotal: string }>;
  topProdutos?: Array<{ IdProduto: number; NmProduto: string; VlTotal: string }>;
  estoqueAbaixoMinimo?: { total: number; produtos: Array<{ IdProduto: number; CdChamada: string; NmProduto: string; QtEstoque: string; QtEstoqueMinimo: string }> };
  /** Lotes com saldo que vencem de hoje até `ate`. */
  lotesVencendo?: { total: number; ate: string };
}
