import { fireEvent, screen, within } from '@testing-library/react';
import { Footer } from '@/features/shell/Footer';
import { brandActions } from '@/store/brandSlice';
import { DEMO_BRAND } from '../../support/fixtures';
import { renderScreen } from '../../support/render';
import { stateAfter } from '../../support/sagas';

const footer = {
  ProviderName: 'Tessera Investment Platform',
  ProviderUrl: 'https://tessera.example',
  ContactEmail: 'clientservices@demowealth.example',
  ContactPhone: '+353 1 555 0142',
  CompanyName: 'Demo Wealth',
};
const ADDRESS =
  '<p><strong>Demo Wealth Ltd</strong><br>14 Grand Canal Quay</p><img src=x onerror="alert(1)"><script>window.hacked = true</script>';

function renderFooter() {
  return renderScreen(<Footer />, {
    state: stateAfter(brandActions.brandLoaded(DEMO_BRAND), brandActions.footerLoaded(footer), brandActions.companyAddressLoaded(ADDRESS)),
  });
}

const QUICK_LINKS: Array<[string, string]> = [
  ['Currency Converter', '/utilities/currency-converter'],
  ['Risk Profile', '/utilities/risk-profile'],
  ['Glossary', '/utilities/glossary'],
  ['Investing FAQs', '/faqs/investing'],
  ['Terminology', '/faqs/terminology'],
  ['My Alerts Overview', '/faqs/alerts'],
  ['How to - Cash Transfer', '/how-to/send-cash'],
  ['How to - Remit Cash Out', '/how-to/remit-cash'],
  ['How to - Buy & Sell Funds', '/how-to/buy-sell'],
];

describe('Footer', () => {
  afterEach(() => jest.useRealTimers());

  test("the footer lists the nine quick links in the spec's order", () => {
    renderFooter();
    const links = within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(QUICK_LINKS);
  });

  test('the address is hidden until "See Address Details" is pressed', () => {
    renderFooter();
    expect(screen.getByRole('button', { name: 'See Address Details' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('14 Grand Canal Quay')).toBeNull();
  });

  test('"See Address Details" shows the sanitised address and becomes "Hide Address Details"', () => {
    renderFooter();
    fireEvent.click(screen.getByRole('button', { name: 'See Address Details' }));
    const toggle = screen.getByRole('button', { name: 'Hide Address Details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const address = document.getElementById('company-address')!;
    expect(within(address).getByText('Demo Wealth Ltd').tagName).toBe('STRONG');
    expect(address.textContent).toContain('14 Grand Canal Quay');
    expect(address.querySelector('img, script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(within(address).getByRole('link', { name: 'clientservices@demowealth.example' }).getAttribute('href')).toBe(
      'mailto:clientservices@demowealth.example',
    );
    expect(address.textContent).toContain('+353 1 555 0142');
  });

  test('"Hide Address Details" hides the address again', () => {
    renderFooter();
    fireEvent.click(screen.getByRole('button', { name: 'See Address Details' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide Address Details' }));
    expect(screen.getByRole('button', { name: 'See Address Details' })).toBeTruthy();
    expect(screen.queryByText('14 Grand Canal Quay')).toBeNull();
  });

  test('the footer reads "Powered by" the provider and the current year', () => {
    // Only Date is faked, so the year is one the code cannot have hard-coded.
    jest.useFakeTimers({
      now: new Date('2031-06-15T12:00:00Z'),
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'nextTick',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'hrtime',
        'performance',
      ],
    });
    renderFooter();
    expect(screen.getByText(/Powered by/).textContent).toMatch(/Powered by Tessera Investment Platform\b.*\b2031$/);
  });
});
