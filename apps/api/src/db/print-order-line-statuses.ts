import { orderLineStatusesFunction } from './order-line-statuses';

// The statement to put in a new migration after core's line-status rule changed.
process.stdout.write(`${orderLineStatusesFunction()}\n`);
