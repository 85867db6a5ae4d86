import { createDOMRenderer } from '@fluentui/react-components';
import { createStyleRenderer } from '@/widgets/theme';
import { insertingOnce } from '@/widgets/theme/styleRenderer';

type Rules = Parameters<ReturnType<typeof createDOMRenderer>['insertCSSRules']>[0];

const ruleTexts = () => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText.replace(/\s+/g, ' ')));

describe('the style renderer', () => {
  afterEach(() => {
    document.head.querySelectorAll('style').forEach((s) => s.remove());
  });

  test("hands a component's rule set to the DOM renderer once however many instances hand it over", () => {
    const base = createDOMRenderer(document);
    const walk = jest.spyOn(base, 'insertCSSRules');
    const renderer = insertingOnce(base);
    const rules: Rules = { d: ['.fa1{color:red;}', '.fb2{display:flex;}'] };
    for (let i = 0; i < 5; i++) renderer.insertCSSRules(rules);
    expect(walk).toHaveBeenCalledTimes(1);
    expect(ruleTexts()).toEqual(['.fa1 {color: red;}', '.fb2 {display: flex;}']);
  });

  test('inserts a new rule set (another component, or one built per call), without doubling a rule already there', () => {
    const renderer = createStyleRenderer(document);
    renderer.insertCSSRules({ d: ['.fa1{color:red;}'] });
    renderer.insertCSSRules({ d: ['.fa1{color:red;}', '.fc3{margin:0;}'] });
    expect(ruleTexts()).toEqual(['.fa1 {color: red;}', '.fc3 {margin: 0;}']);
  });
});
