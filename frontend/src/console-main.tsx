// First: before any module builds a zod schema.
import './lib/zod-jitless';
import { ConsoleRoutes } from './app/console-router';
import { mount } from './app/mount';

mount('console', <ConsoleRoutes />);
