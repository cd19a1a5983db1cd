// First: before any module builds a zod schema.
import './lib/zod-jitless';
import { mount } from './app/mount';
import { AppRoutes } from './app/router';

mount('site', <AppRoutes />);
