// Commerce's routes still read the error bodies here until they use errorResponses (issue 13).
export { ZDetailSchema, ZFieldErrorsSchema } from '../../../lib/error-responses';
