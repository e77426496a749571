import { describe, expect, it, vi } from 'vitest';
import { answeringFromDocument, parseDocumentAnswers } from './documentAnswers';

const categories = { categorys: [{ _id: 'c1', name: 'Books', slug: 'books', image: '/images/books.svg' }] };
const firstPage = { products: [], totalProduct: 0, parPage: 12 };

function documentWith(answers: Record<string, unknown>) {
  return parseDocumentAnswers(JSON.stringify(answers));
}

function api() {
  return vi.fn(async (request: Request) => new Response(JSON.stringify({ from: 'api', url: request.url })));
}

describe('answers carried by the document', () => {
  it('answers a GET it carries, by path and query in any order, without asking the API', async () => {
    const fetchImpl = api();
    const answers = answeringFromDocument(
      documentWith({
        '/api/home/get-categorys': categories,
        '/api/home/query-products?category=Books&pageNumber=1': firstPage,
      }),
      fetchImpl,
    );
    const response = await answers.fetch(new Request('http://shop.test/api/home/get-categorys'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual(categories);
    const page = await answers.fetch(
      new Request('http://shop.test/api/home/query-products?pageNumber=1&category=Books'),
    );
    expect(await page.json()).toEqual(firstPage);
    // Asked again on the same page (the header and the listing both want the categories): still answered.
    expect(
      await (await answers.fetch(new Request('http://shop.test/api/home/get-categorys'))).json(),
    ).toEqual(categories);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('sends what it does not carry to the API: another page, another query', async () => {
    const fetchImpl = api();
    const answers = answeringFromDocument(
      documentWith({ '/api/home/query-products?pageNumber=1': firstPage }),
      fetchImpl,
    );
    await answers.fetch(new Request('http://shop.test/api/home/query-products?pageNumber=2'));
    await answers.fetch(new Request('http://shop.test/api/banners'));
    expect(
      fetchImpl.mock.calls.map(([request]) => new URL(request.url).pathname + new URL(request.url).search),
    ).toEqual(['/api/home/query-products?pageNumber=2', '/api/banners']);
  });

  it('forgets everything once the visitor changes something, or when told to', async () => {
    const fetchImpl = api();
    const answers = answeringFromDocument(documentWith({ '/api/home/get-categorys': categories }), fetchImpl);
    await answers.fetch(
      new Request('http://shop.test/api/home/customer/submit-review', { method: 'POST', body: '{}' }),
    );
    const afterChange = await answers.fetch(new Request('http://shop.test/api/home/get-categorys'));
    expect(await afterChange.json()).toMatchObject({ from: 'api' });

    const told = answeringFromDocument(documentWith({ '/api/home/get-categorys': categories }), fetchImpl);
    told.forget();
    expect(
      await (await told.fetch(new Request('http://shop.test/api/home/get-categorys'))).json(),
    ).toMatchObject({
      from: 'api',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('keeps an aborted request aborted', async () => {
    const answers = answeringFromDocument(documentWith({ '/api/home/get-categorys': categories }), api());
    const controller = new AbortController();
    controller.abort();
    await expect(
      answers.fetch(new Request('http://shop.test/api/home/get-categorys', { signal: controller.signal })),
    ).rejects.toThrow();
  });

  it('reads no answers from a document without any, or with unreadable ones', () => {
    expect(parseDocumentAnswers(null).size).toBe(0);
    expect(parseDocumentAnswers('').size).toBe(0);
    expect(parseDocumentAnswers('{"/api/home/get-categorys": {"categ').size).toBe(0);
    expect(parseDocumentAnswers('[1, 2]').size).toBe(0);
    expect(parseDocumentAnswers('"text"').size).toBe(0);
    expect([...parseDocumentAnswers('{"/api/banners": {"banners": []}}').keys()]).toEqual(['/api/banners']);
  });
});
