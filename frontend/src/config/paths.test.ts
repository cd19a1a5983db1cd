import { describe, expect, it } from 'vitest';
import { isConsolePath } from './paths';

describe('isConsolePath', () => {
  it("is true of the console's pages and false of the sign-in page and the site's", () => {
    for (const path of ['/admin', '/admin/contacts', '/admin/contacts/1', '/admin/invite/t']) {
      expect(isConsolePath(path), path).toBe(true);
    }
    for (const path of ['/admin/login', '/administrator', '/', '/contact', '/admin-x']) {
      expect(isConsolePath(path), path).toBe(false);
    }
  });
});
