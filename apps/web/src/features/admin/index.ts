// The support area's public part.
export { AdminHome } from './components/admin-home';
