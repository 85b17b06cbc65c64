import { documentedRows, routeRows } from '../../infra/docs/route-table';

describe('the route table of docs/architecture.md', () => {
  it('lists every route of shared/routes with its Lambda, path, access and status (npm run docs:routes)', () => {
    expect(documentedRows()).toEqual(routeRows());
  });

  it('notices a route missing from the page', () => {
    const table = [
      '| a | b | c | d | e |',
      '| - | - | - | - | - |',
      ...routeRows()
        .slice(1)
        .map((r) => `| ${r.join(' | ')} |`),
    ];
    const page = `<!-- route-table:start (npm run docs:routes writes this table from shared/routes) -->\n${table.join('\n')}\n<!-- route-table:end -->`;
    expect(documentedRows(page)).not.toEqual(routeRows());
    expect(documentedRows(page)).toEqual(routeRows().slice(1));
  });
});
