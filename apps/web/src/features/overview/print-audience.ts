/**
 * Who a printed overview is for: the client (exactly what the project's client users see — private
 * reports left out) or the consultant's own team (everything, marked 社内用).
 */
export type PrintAudience = 'client' | 'internal';

export const printAudienceLabels: Record<PrintAudience, string> = {
  client: 'クライアント向け',
  internal: '社内用',
};
