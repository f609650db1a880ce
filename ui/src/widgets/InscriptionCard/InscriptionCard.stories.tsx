import { Grid, InscriptionCard } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { brc20Mint, htmlArt, pixelArtPng, svgArt, usdPerBtc } from '../../../../stories/fixtures/marketFixtures';

const haiku = 'fees rise like the tide\nthe mempool hums through the night\na block, and then calm';
const servedText = (text: string) => `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
// What the server's /preview route draws for HTML: its type and its title, as an image.
const htmlPoster = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><rect width="320" height="320" fill="#F4F6F8"/>' +
    '<text x="24" y="96" font-family="monospace" font-size="24" fill="#212B36">Ember Orb</text>' +
    '<text x="24" y="296" font-family="sans-serif" font-size="22" font-weight="700" fill="#637381">HTML</text></svg>',
)}`;

const meta = {
  title: 'UI/InscriptionCard',
  component: InscriptionCard,
  args: {
    inscriptionId: 'puppet4821i0',
    inscriptionNumber: 71_234_567,
    name: 'Bitcoin Puppet #4821',
    content: { type: 'image/png', src: pixelArtPng(4) },
    status: 'on_list',
    price: 1_250_000,
    usdPerBtc,
    isPurchasable: true,
    onCartChange: fn(),
    onPress: fn(),
  },
  // One card at a grid cell's width; stories showing a grid set `fullWidth`.
  decorators: [
    (Story, { parameters }) => (
      <div style={{ padding: 24, width: parameters.fullWidth === true ? 'auto' : 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InscriptionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Messages from framed content, with their origin; collected from before each story renders. */
const messages: Array<{ data: unknown; origin: string }> = [];
const collectMessages = () => {
  messages.length = 0;
  const collect = (event: MessageEvent) => messages.push({ data: event.data, origin: event.origin });
  window.addEventListener('message', collect);
  return () => window.removeEventListener('message', collect);
};
const scriptRan = () => messages.some((message) => message.data === 'art-script-ran');

const frameOf = (root: HTMLElement) => {
  const frame = root.querySelector('iframe');
  if (!frame) throw new Error('No frame');
  return frame;
};

/** A listed image: number, name, price in BTC and dollars, and Add to cart. Pixel art keeps hard edges. */
export const Listed: Story = {
  play: async ({ args, canvas }) => {
    const image = canvas.getByRole('img', { name: 'Content of Bitcoin Puppet #4821' });
    await waitFor(() => expect(image).toHaveAttribute('data-pixelated'));
    await expect(getComputedStyle(image).imageRendering).toBe('pixelated');
    await expect(canvas.getByText('#71,234,567')).toBeVisible();
    await expect(canvas.getByText('Listed')).toBeVisible();
    await expect(canvas.getByText('0.01250000')).toBeVisible();
    await expect(canvas.getByText('≈ $839.04')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart, Bitcoin Puppet #4821' }));
    await expect(args.onCartChange).toHaveBeenCalledWith('puppet4821i0', true);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** In the cart: the button takes it out. */
export const InCart: Story = {
  args: { isInCart: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove, Bitcoin Puppet #4821' }));
    await expect(args.onCartChange).toHaveBeenCalledWith('puppet4821i0', false);
  },
};

/** Pressing the card anywhere but the cart button opens the details; so does Enter on its name. */
export const OpenDetails: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bitcoin Puppet #4821' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
    await expect(args.onPress).toHaveBeenCalledWith('puppet4821i0');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await expect(args.onCartChange).not.toHaveBeenCalled();
  },
};

/** A sale in progress cannot be added; the button says why by being disabled. */
export const NotPurchasable: Story = {
  args: { status: 'selling', isPurchasable: false },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Selling')).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Add to cart, Bitcoin Puppet #4821' });
    await expect(add).toBeDisabled();
    await userEvent.click(add);
    await expect(args.onCartChange).not.toHaveBeenCalled();
  },
};

/** Sold while in the cart: no longer purchasable, but it can still be taken out. */
export const SoldWhileInCart: Story = {
  args: { status: 'loading', isPurchasable: false, isInCart: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Pending')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove, Bitcoin Puppet #4821' }));
    await expect(args.onCartChange).toHaveBeenCalledWith('puppet4821i0', false);
  },
};

/** The user's own inscription is marked, and cannot be bought. */
export const Owned: Story = {
  args: { isOwner: true, isPurchasable: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yours')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Add to cart/ })).toBeDisabled();
  },
};

/**
 * A protected (snipe-proof) listing: a shield beside the status, whose meaning shows on hover and is read out with
 * it. The card still opens from anywhere else.
 */
export const Protected: Story = {
  args: { isProtected: true },
  play: async ({ args, canvas }) => {
    const shield = canvas.getByText('Protected');
    await expect(shield).toBeVisible();
    await expect(shield.closest('[title]')).toHaveAttribute(
      'title',
      'Snipe-proof: the market signs the purchase too, so once it is bought nobody can take it or strip its fees.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Bitcoin Puppet #4821' }));
    await expect(args.onPress).toHaveBeenCalledWith('puppet4821i0');
  },
};

/** The owner's protected listing: the status, the shield alone beside it, and the owner's mark share the row. */
export const ProtectedOwned: Story = {
  args: { isProtected: true, isOwner: true, isPurchasable: false },
  play: async ({ canvas }) => {
    const shield = canvas.getByText(/^Protected: Snipe-proof/);
    await expect(shield.closest('[title]')).toHaveAttribute('title', expect.stringMatching(/^Protected: Snipe-proof/));
    const badgeTop = (text: string) => canvas.getByText(text).closest('[data-tone]')?.getBoundingClientRect().top;
    await expect(badgeTop('Yours')).toBe(badgeTop('Listed'));
  },
};

/** A BRC-20 mint: text in a monospace face, clipped to the square; not for sale. */
export const TextContent: Story = {
  args: {
    name: undefined,
    inscriptionNumber: 348_020,
    content: { type: 'text/plain;charset=utf-8', body: brc20Mint },
    status: 'normal',
    price: undefined,
    onCartChange: undefined,
  },
  play: async ({ canvas }) => {
    const text = canvas.getByText(brc20Mint);
    await expect(text.tagName).toBe('PRE');
    await expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    await expect(canvas.getByRole('heading', { name: 'Inscription #348,020' })).toBeVisible();
    await expect(canvas.getByText('Not for sale')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /cart/ })).toBeNull();
  },
};

/** Text the card has only the address of: read when the card comes near the screen, drawn as text. */
export const ServedText: Story = {
  args: {
    name: 'Block Haiku #12',
    content: { type: 'text/plain;charset=utf-8', src: servedText(haiku) },
    status: 'normal',
    price: undefined,
    onCartChange: undefined,
  },
  play: async ({ canvas }) => {
    const text = await canvas.findByText(/fees rise like the tide/);
    await expect(text.tagName).toBe('PRE');
    await expect(text.textContent).toBe(haiku);
    await expect(text.closest('[aria-busy]')).toBeNull();
  },
};

/** Served text that cannot be read shows its type instead, as content the card cannot show. */
export const ServedTextUnreadable: Story = {
  args: { name: 'Block Haiku #13', content: { type: 'text/plain', src: 'data:text/plain;base64,@@@' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Content of Block Haiku #13' })).toHaveTextContent('PLAIN');
  },
};

/**
 * HTML whose scripts may not run: no frame at all (a script-blocking sandbox logs an error for each script),
 * only its type, and the art's script never runs.
 */
export const HtmlContent: Story = {
  args: { name: 'Ember Orb', content: { type: 'text/html;charset=utf-8', body: htmlArt } },
  beforeEach: collectMessages,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Content of Ember Orb' })).toHaveTextContent('HTML');
    // Not one byte of the document reached the page, framed or inline, so its script has nowhere to run,
    // now or later: no need to wait and see.
    await expect(document.querySelector('iframe, object, embed')).toBeNull();
    await expect(document.documentElement.outerHTML).not.toContain('art-script-ran');
    await expect(scriptRan()).toBe(false);
  },
};

/** HTML with the server's picture of it: the poster, an image, stands for the document. */
export const HtmlPoster: Story = {
  args: { name: 'Ember Orb', content: { type: 'text/html', body: htmlArt, posterSrc: htmlPoster } },
  play: async ({ canvas, canvasElement }) => {
    const poster = canvas.getByRole('img', { name: 'Content of Ember Orb' });
    await expect(poster.tagName).toBe('IMG');
    await expect(poster).toHaveAttribute('src', htmlPoster);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** SVG is an image: drawn by <img>, where its scripts never run, and none of its markup enters the page. */
export const SvgContent: Story = {
  args: { name: 'Pink Prism', content: { type: 'image/svg+xml', body: svgArt } },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'Content of Pink Prism' });
    await expect(image.tagName).toBe('IMG');
    await expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvasElement.querySelector('polygon')).toBeNull();
  },
};

/** Generative art may run scripts, in a frame with an opaque origin, over its poster, while on screen. */
export const ScriptedHtml: Story = {
  // The framed script paints on its own schedule, where the test's animation stop cannot reach, so this
  // story is checked by its play function and axe only; HtmlPoster keeps the baseline of the card around it.
  tags: ['no-screenshot'],
  args: {
    name: 'Ember Orb',
    content: { type: 'text/html', body: htmlArt, posterSrc: htmlPoster },
    allowsScripts: true,
  },
  beforeEach: collectMessages,
  play: async ({ canvasElement }) => {
    const frame = await waitFor(() => frameOf(canvasElement));
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect(frame).toHaveAttribute('title', 'Content of Ember Orb');
    await expect(frame.getAttribute('srcdoc')).toBe(htmlArt);
    await waitFor(() => expect(scriptRan()).toBe(true));
    // The script ran in an opaque origin: it could not touch this page.
    await expect(messages.find((message) => message.data === 'art-script-ran')?.origin).toBe('null');
    await expect(frame.contentDocument).toBeNull();
    await expect(document.title).not.toBe('escaped');
  },
};

/** Off screen, scripted art is only its poster: the frame comes when the card scrolls in and goes when it leaves. */
export const ScriptedHtmlOffScreen: Story = {
  tags: ['no-screenshot'],
  args: ScriptedHtml.args,
  decorators: [
    (Story) => (
      <div style={{ paddingBlock: '150vh' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    canvasElement.querySelector('article')?.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(canvasElement.querySelector('iframe')).not.toBeNull());
    window.scrollTo(0, 0);
    await waitFor(() => expect(canvasElement.querySelector('iframe')).toBeNull());
  },
};

/** Content the card cannot show is named by its type. */
export const UnsupportedContent: Story = {
  args: { name: 'Lofi Loop', content: { type: 'video/mp4', src: 'data:video/mp4;base64,AAAA' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Content of Lofi Loop' })).toHaveTextContent('MP4');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading inscription');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * Drawn while its grid is flung past: the content waits as a shimmering square, still named for assistive
 * technology, and nothing is fetched; the rest of the card is there. Once drawn with its content, a later fling
 * leaves the content in place.
 */
export const ContentDeferred: Story = {
  args: { isContentDeferred: true },
  play: async ({ canvas, canvasElement }) => {
    const square = canvas.getByRole('img', { name: 'Content of Bitcoin Puppet #4821' });
    await expect(square.tagName).not.toBe('IMG');
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(getComputedStyle(square).backgroundImage).toContain('linear-gradient');
    await expect(canvas.getByRole('button', { name: 'Add to cart, Bitcoin Puppet #4821' })).toBeEnabled();
  },
};

/** A card whose content was shown keeps it when the grid is flung afterwards. */
export const ContentKeptThroughFling: Story = {
  render: function Render(args) {
    const [isFlung, setFlung] = useState(false);
    return (
      <>
        <InscriptionCard {...args} isContentDeferred={isFlung} />
        <button type="button" onClick={() => setFlung(true)}>
          Fling
        </button>
      </>
    );
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Content of Bitcoin Puppet #4821' });
    await expect(image.tagName).toBe('IMG');
    await userEvent.click(canvas.getByRole('button', { name: 'Fling' }));
    await expect(canvas.getByRole('img', { name: 'Content of Bitcoin Puppet #4821' })).toBe(image);
  },
};

/** A long name is cut with an ellipsis and kept whole in the title. */
export const LongName: Story = {
  args: { name: 'Uncommon Satoshi from Block 9 — The First Ever Transaction Genesis Edition #1' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading');
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
    await expect(heading).toHaveAttribute(
      'title',
      'Uncommon Satoshi from Block 9 — The First Ever Transaction Genesis Edition #1',
    );
  },
};

/** A marketplace grid: every kind of content and state side by side. */
export const InGrid: Story = {
  parameters: { fullWidth: true },
  globals: { viewport: { value: 'lg', isRotated: false } },
  render: (args) => (
    <Grid>
      <InscriptionCard {...args} />
      <InscriptionCard
        {...args}
        inscriptionNumber={71_234_568}
        name="Bitcoin Puppet #4822"
        content={{ type: 'image/png', src: pixelArtPng(9) }}
        isInCart
      />
      <InscriptionCard
        {...args}
        inscriptionNumber={70_001_002}
        name="Pink Prism"
        content={{ type: 'image/svg+xml', body: svgArt }}
        status="selling"
        isPurchasable={false}
        price={2_000_000}
      />
      <InscriptionCard
        {...args}
        inscriptionNumber={69_400_120}
        name="Ember Orb"
        content={{ type: 'text/html', body: htmlArt, posterSrc: htmlPoster }}
        isOwner
        isPurchasable={false}
        price={8_900_000}
      />
      <InscriptionCard
        {...args}
        inscriptionNumber={348_021}
        name="Block Haiku #12"
        content={{ type: 'text/plain', src: servedText(haiku) }}
        status="normal"
        price={undefined}
        isPurchasable={false}
      />
      <InscriptionCard
        {...args}
        inscriptionNumber={348_020}
        name={undefined}
        content={{ type: 'application/json', body: brc20Mint }}
        status="normal"
        price={undefined}
        isPurchasable={false}
      />
      <InscriptionCard {...args} isLoading />
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(7);
    await expect(await canvas.findByText(/fees rise like the tide/)).toBeVisible();
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(
      canvas.getAllByRole('button', { name: /^Add to cart/ }).filter((button) => !button.hasAttribute('disabled')),
    ).toHaveLength(1);
    await expect(
      within(canvas.getAllByRole('article')[1] ?? document.body).getByRole('button', { name: /^Remove/ }),
    ).toBeEnabled();
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { isOwner: true, isPurchasable: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('我的')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '加入购物车：Bitcoin Puppet #4821' })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { isOwner: true },
  play: async ({ canvas }) => {
    const status = canvas.getByText('Listed').getBoundingClientRect();
    const owner = canvas.getByText('Yours').getBoundingClientRect();
    // The status leads at the right, the owner mark sits opposite at the left.
    await expect(status.left).toBeGreaterThan(owner.right);
  },
};
