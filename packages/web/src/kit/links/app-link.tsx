import type { QueryInit } from '@ops/core/paging';
import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import { useCarriedHref } from './use-app-navigate.ts';

type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: string;
  query?: QueryInit;
  replace?: boolean;
};

/** A link inside the app that carries the query as spec section 2 says (merchantCode and divisionCode follow). */
export function AppLink({ to, query, ...props }: AppLinkProps) {
  const href = useCarriedHref(to, query);
  return <Link {...props} href={href} />;
}
