// jsdom lacks structuredClone, TextEncoder and TextDecoder, which RJSF and jose need; copy Node's.
const { TestEnvironment } = require('jest-environment-jsdom');
const { TextEncoder, TextDecoder } = require('node:util');

class JsdomWithNodeGlobals extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.structuredClone = structuredClone;
    this.global.TextEncoder = TextEncoder;
    this.global.TextDecoder = TextDecoder;
  }
}
module.exports = JsdomWithNodeGlobals;
