import { mediaUp, stretchMinViewport, vars } from '@ordmarket/tokens';
import styled from 'styled-components';

/**
 * Centres page content at a comfortable reading width. With the stretch setting on (the root's
 * `data-stretch`), it fills the screen, but only on screens wider than 1600 px as the spec promises.
 */
export const Container = styled.div`
  width: 100%;
  max-width: ${vars.layout.containerMaxWidth};
  margin-inline: auto;
  padding-inline: ${vars.space[4]};

  ${mediaUp('sm')} {
    padding-inline: ${vars.space[6]};
  }

  @media (min-width: ${stretchMinViewport}px) {
    [data-stretch='true'] & {
      max-width: none;
    }
  }
`;
