// The formatter of the API's messages, a chunk of its own loaded with the messages' part (app/catalogue.ts): it
// reads every area's enums (a status said by its label), which the first load does not need.
export { translateIn } from '@backoffice/domain';
