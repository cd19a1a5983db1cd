import { configureStore } from '@reduxjs/toolkit';
import { api } from './api';

export const createStore = () =>
  configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });

export type AppStore = ReturnType<typeof createStore>;

/**
 * The page's one store. Forms reach the API slice through it (`endpoint.initiate`) rather
 * than through React context, so pages load Redux only with a form that sends something.
 */
export const store = createStore();
