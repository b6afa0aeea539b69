import { createRouter } from '../../lib/router';
import { listMenus } from './menus.handlers';

export const menusRouter = createRouter().get('/ementas', listMenus);
