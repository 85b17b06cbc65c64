import { execFileSync } from 'node:child_process';
import { lambdaNodeFor, runtimeMajor } from '../../infra/artifacts/lambda-node';

/** The artifact run gives each bundle the Node.js major version of its Lambda runtime. */
const versionOf = (path: string) => execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();

describe('the Node.js a bundle runs on locally', () => {
  it("is the runtime's major version: Node.js 22 for nodejs22.x, from the pinned node package", () => {
    expect(runtimeMajor('nodejs22.x')).toBe(22);
    expect(versionOf(lambdaNodeFor('nodejs22.x', {}))).toMatch(/^v22\./);
  });

  it('takes LAMBDA_NODE when it is the right major, and this Node for its own major', () => {
    const own = `nodejs${process.versions.node.split('.')[0]}.x`;
    expect(lambdaNodeFor(own, { LAMBDA_NODE: process.execPath })).toBe(process.execPath);
  });

  it('refuses to start a runtime no installed Node.js matches, naming it and the fix', () => {
    expect(() => lambdaNodeFor('nodejs16.x', {})).toThrow(
      /nodejs16\.x.*no Node\.js 16 was found.*LAMBDA_NODE/s,
    );
    expect(() => runtimeMajor('python3.13')).toThrow(/python3\.13/);
  });
});
