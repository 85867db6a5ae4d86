import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_DIR } from '../forms/loadForms';
import { CONTENT_PAGES, DEFAULT_CONTENT, type ContentKind, type ContentPage } from '@/engine/content/pages';

export interface ContentAnswer {
  Page: ContentPage;
  Kind: ContentKind;
  /** 'default' or the brand code whose own file answered. */
  Source: string;
  Content: Record<string, unknown>;
}

/**
 * The utilities' content (issue 14 item 7), read once from schemas/content (proved by schemas:check
 * before it ships): the brand's own file for a page, else the default one.
 */
export class ContentStore {
  private readonly cache = new Map<string, Record<string, unknown> | null>();

  constructor(private readonly dir = join(SCHEMAS_DIR, 'content')) {}

  private file(folder: string, page: ContentPage): Record<string, unknown> | null {
    const key = `${folder}/${page}`;
    if (!this.cache.has(key)) {
      const path = join(this.dir, folder, `${page}.json`);
      this.cache.set(key, existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>) : null);
    }
    return this.cache.get(key)!;
  }

  /**
   * @param page - a page of CONTENT_PAGES
   * @param brandCode - the host brand's code
   */
  pageFor(page: ContentPage, brandCode: string): ContentAnswer {
    const own = brandCode === DEFAULT_CONTENT ? null : this.file(brandCode, page);
    const content = own ?? this.file(DEFAULT_CONTENT, page);
    if (!content) throw new Error(`schemas/content/${DEFAULT_CONTENT}/${page}.json is missing`);
    return { Page: page, Kind: CONTENT_PAGES[page], Source: own ? brandCode : DEFAULT_CONTENT, Content: content };
  }
}
