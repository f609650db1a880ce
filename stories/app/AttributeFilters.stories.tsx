import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { mostTraitValues } from '@ordmarket/protocol';
import { AttributeFilters, hasTrait, type Trait } from '@ordmarket/app/screens/collection';

/** A collection with more values than one filter may name: 20 backgrounds and 20 hats. */
const groups = ['Background', 'Hat'].map((traitType) => ({
  trait_type: traitType,
  values: Array.from({ length: 20 }, (_, n) => ({ value: `${traitType} ${n + 1}`, count: n + 1 })),
}));

const firstChosen = (count: number): Trait[] =>
  groups.flatMap(({ trait_type, values }) => values.map(({ value }) => ({ trait_type, value }))).slice(0, count);

/** The filters as the collection screen keeps them: a checked value toggles in and out of the chosen list. */
function FiltersStory({ initiallyChosen }: { readonly initiallyChosen: number }) {
  const [chosen, setChosen] = useState(() => firstChosen(initiallyChosen));
  const toggle = (trait: Trait) => {
    setChosen((now) =>
      hasTrait(now, trait)
        ? now.filter((other) => other.trait_type !== trait.trait_type || other.value !== trait.value)
        : [...now, trait],
    );
  };
  return (
    <div style={{ maxWidth: 320, padding: 16 }}>
      <AttributeFilters groups={groups} chosen={chosen} onToggle={toggle} isLoading={false} />
    </div>
  );
}

const meta = {
  title: 'App/Collection/AttributeFilters',
  component: FiltersStory,
  args: { initiallyChosen: 0 },
} satisfies Meta<typeof FiltersStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: every value can be checked, and checking one counts it on its trait. */
export const NoneChosen: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('checkbox', { name: 'Hat 3 (3)' }));
    await expect(page.getByRole('checkbox', { name: 'Hat 3 (3)' })).toBeChecked();
    await expect(page.queryByRole('status')).toBeNull();
  },
};

/**
 * The last value a filter may name: checking it rests every unchecked box and says why; clearing any value
 * frees them again, so a trader is never sent to a refusal from the market.
 */
export const AtTheMostValues: Story = {
  args: { initiallyChosen: mostTraitValues - 1 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const next = page.getByRole('checkbox', { name: 'Hat 11 (11)' });
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(await page.findByRole('status')).toHaveTextContent(
      `Choose at most ${mostTraitValues} trait values at a time; clear some to pick others.`,
    );
    await expect(page.getByRole('checkbox', { name: 'Hat 12 (12)' })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Hat 11 (11)' })).toBeEnabled();
    await userEvent.click(page.getByRole('checkbox', { name: 'Background 1 (1)' }));
    await expect(page.queryByRole('status')).toBeNull();
    await expect(page.getByRole('checkbox', { name: 'Hat 12 (12)' })).toBeEnabled();
  },
};
