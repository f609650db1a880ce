import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { inlineLink } from '../../theme/interactionStyles';
import { shortenAddress } from '../../primitives/AddressText/shortenAddress';

interface ShortIdLinkProps {
  /** A transaction id or inscription id, shown as its first and last 4 characters. */
  id: string;
  /** Where the full id is looked up; without one the short id is plain text. */
  href: string | undefined;
}

/** A long on-chain id, shortened, with the full id as its title and (when it has one) a link to it. */
export function ShortIdLink({ id, href }: ShortIdLinkProps) {
  const short = shortenAddress(id);
  return href ? (
    <Anchor href={href} title={id}>
      {short}
    </Anchor>
  ) : (
    <Plain title={id}>{short}</Plain>
  );
}

const Plain = styled.span`
  font-family: ${vars.fontFamily.mono};
`;

const Anchor = styled.a`
  ${inlineLink};
  font-family: ${vars.fontFamily.mono};
`;
