// The date functions the tests use, each from its own file: Node 24 parses date-fns' 200 KB package.json once for
// every file a module loads, so its barrels ('date-fns', 'date-fns/locale') cost about 3 s each in every test worker
// (https://github.com/nodejs/node/issues/58126, decision 036).
export { addDays } from 'date-fns/addDays';
export { format } from 'date-fns/format';
export { isSunday } from 'date-fns/isSunday';
export { setHours } from 'date-fns/setHours';
export { setMinutes } from 'date-fns/setMinutes';
export { startOfWeek } from 'date-fns/startOfWeek';
export { enGB } from 'date-fns/locale/en-GB';
export { pt } from 'date-fns/locale/pt';
