import { MY_COMPANY_LIST, USER_LIST } from '@backoffice/domain';
import { defineContractList, type ContractRow } from '@/platform/list';

/** A row of GET /api/people/my-companies (the domain's MY_COMPANY_LIST). */
export type CompanyRow = ContractRow<typeof MY_COMPANY_LIST>;

/** /company: the companies the user may act for (GET /api/people/my-companies). */
export const companyList = defineContractList(MY_COMPANY_LIST, {
  id: 'company',
  columns: [
    { field: 'id', kind: 'code', label: 'company.fields.id', sortable: true, width: 80 },
    { field: 'name', kind: 'link', label: 'company.fields.name', sortable: true, route: 'company_detail', params: { id: 'id' } },
    { field: 'alias', kind: 'text', label: 'company.fields.alias' },
    { field: 'document', kind: 'document', label: 'company.fields.document' },
  ],
  filters: [
    { field: 'name', kind: 'text', label: 'company.fields.name' },
    { field: 'alias', kind: 'text', label: 'company.fields.alias' },
    { field: 'document', kind: 'document', label: 'company.fields.document' },
  ],
  defaultSort: { field: 'id', direction: MY_COMPANY_LIST.defaultOrder.id },
  rowLink: { route: 'company_detail', params: { id: 'id' } },
  selectable: true,
});

/** A row of GET /api/users (the domain's USER_LIST). */
export type CompanyUserRow = ContractRow<typeof USER_LIST>;

/**
 * Users of one company (GET /api/users?company=<id>), on the company screen; a row opens the user
 * (/company/id/:id/users/:employeeId). The page adds the company to the query and to the row link.
 */
export const companyUsersList = defineContractList(USER_LIST, {
  id: 'company-users',
  columns: [
    { field: 'id', kind: 'code', label: 'users.fields.id', sortable: true, width: 80 },
    { field: 'realname', kind: 'text', label: 'users.fields.realname', sortable: true },
    { field: 'username', kind: 'text', label: 'users.fields.username', sortable: true },
    { field: 'email', kind: 'text', label: 'users.fields.email', sortable: true },
    { field: 'active', kind: 'boolean', label: 'users.fields.active' },
    { field: 'createdAt', kind: 'datetime', label: 'users.fields.createdAt', sortable: true },
  ],
  filters: [
    { field: 'realname', kind: 'text', label: 'users.fields.realname' },
    { field: 'username', kind: 'text', label: 'users.fields.username' },
    { field: 'active', kind: 'boolean', label: 'users.fields.active' },
  ],
  defaultSort: { field: 'id', direction: 'asc' },
  titleField: 'realname',
});
