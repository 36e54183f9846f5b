import { mayCallRoute } from '@ops/core/auth';
import {
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useMyRoles } from '../kit/actions/use-my-roles.ts';
import { afterFirstScreen } from '../kit/first-screen-settled.ts';
import { useI18n } from '../lib/i18n/use-i18n.ts';
import { withWholeDictionary } from '../lib/i18n/with-whole-dictionary.ts';
import { preloadable } from '../lib/preloadable.tsx';
import { useCreateMerchantRequests } from '../screens/merchants/common/create-merchant-popover/create-merchant-requests.ts';
import { useMerchantPickerText } from '../screens/merchants/common/merchant-picker/merchant-picker-text.ts';
import '../ui/popover/popover.css';
import '../screens/merchants/common/merchant-picker/merchant-picker.css';
import './lazy-header-tools.css';

const CreateMerchantPopover = preloadable(
  withWholeDictionary(() =>
    import('../screens/merchants/common/create-merchant-popover/create-merchant-popover.tsx').then(
      (module) => module.CreateMerchantPopover,
    ),
  ),
);
const MerchantPicker = preloadable(
  withWholeDictionary(() =>
    import('../screens/merchants/common/merchant-picker/merchant-picker.tsx').then((module) => module.MerchantPicker),
  ),
);
type Wanted = 'no' | 'loaded' | 'open';

/** What the plain button does: opens when pressed, fetches the code when the pointer comes near. */
interface PlainButtonHandlers {
  onClick(): void;
  onPointerEnter(): void;
  onPointerLeave(): void;
}

/**
 * Whether a header popover's code is wanted: once the first screen has its data (so it opens at once later), or
 * opened right away when the button is pressed before the code has arrived. The loaded button never replaces the
 * plain one under the pointer: a press that went down on one and up on the other would be no click at all, and
 * the popover would not open (what users saw right after sign-in, under load). It waits until the pointer leaves,
 * or until the press opens it.
 */
function useWanted(load: () => Promise<unknown>): [Wanted, (wanted: Wanted) => void, PlainButtonHandlers] {
  const [wanted, setWanted] = useState<Wanted>('no');
  const want = useCallback(
    (next: Wanted) => setWanted((current) => (current === 'no' || next === 'open' ? next : current)),
    [],
  );
  const pointerOver = useRef(false);
  const loadedMeanwhile = useRef(false);
  const arrived = useCallback(() => {
    if (pointerOver.current) loadedMeanwhile.current = true;
    else want('loaded');
  }, [want]);
  useEffect(() => afterFirstScreen(() => void load().then(arrived)), [load, arrived]);
  const handlers = useMemo<PlainButtonHandlers>(
    () => ({
      onClick: () => want('open'),
      onPointerEnter: () => {
        pointerOver.current = true;
        void load();
      },
      onPointerLeave: () => {
        pointerOver.current = false;
        if (loadedMeanwhile.current) want('loaded');
      },
    }),
    [load, want],
  );
  return [wanted, want, handlers];
}

type PlainButtonRef = RefObject<HTMLButtonElement | null>;

/**
 * Holds a header tool while its plain button gives way to the loaded one: when the plain button had the focus,
 * the loaded one gets it, so a keyboard user is not dropped back to the top of the page. Not when the loaded one
 * opens its popover at once (`opening`): the popover takes the focus, and giving it to the button instead would
 * close the popover again (a focus outside closes it), which is what users saw right after sign-in.
 */
function SwapKeepingFocus({
  placeholder,
  loaded,
  opening,
}: {
  placeholder: (plainRef: PlainButtonRef) => ReactNode;
  loaded: ReactNode | undefined;
  opening: boolean;
}) {
  const holder = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  const swapped = useRef(false);
  const plain = useRef<HTMLButtonElement | null>(null);
  // Read while rendering the swap, before React takes the plain button out of the page (which drops its focus).
  if (loaded !== undefined && !swapped.current) {
    swapped.current = true;
    hadFocus.current = plain.current !== null && document.activeElement === plain.current;
  }
  const button = placeholder(plain);
  return (
    <span className="header-tool" ref={holder}>
      {loaded === undefined ? (
        button
      ) : (
        <Suspense fallback={button}>
          {loaded}
          {!opening && <RefocusAfterSwap holder={holder} hadFocus={hadFocus} />}
        </Suspense>
      )}
    </span>
  );
}

function RefocusAfterSwap({
  holder,
  hadFocus,
}: {
  holder: RefObject<HTMLSpanElement | null>;
  hadFocus: RefObject<boolean>;
}) {
  // In the commit that swapped the buttons, before the browser takes another key: a key pressed in between would
  // go to the page instead of the button.
  useLayoutEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (hadFocus.current && lost) holder.current?.querySelector('button')?.focus();
  }, [holder, hadFocus]);
  return null;
}

/**
 * The header's Create merchant popover, whose code (Radix popover, the form, its flow) loads once the first
 * screen has its data: until then its button is a plain one that opens the popover once the code is there. Shown
 * only to the roles that may create a merchant (core's `routeRoles`: the admin), once they are known.
 */
export function LazyCreateMerchantPopover() {
  const { t } = useI18n();
  const [wanted, want, plainHandlers] = useWanted(CreateMerchantPopover.load);
  useCreateMerchantRequests(useCallback(() => want('open'), [want]));
  const roles = useMyRoles();
  const button = (plainRef: PlainButtonRef) => (
    <button type="button" className="popover-trigger" {...plainHandlers} ref={plainRef}>
      {t.merchants.create.open()}
    </button>
  );
  if (!roles || !mayCallRoute(roles, 'createMerchant')) return null;
  return (
    <SwapKeepingFocus
      placeholder={button}
      loaded={wanted === 'no' ? undefined : <CreateMerchantPopover openNow={wanted === 'open'} />}
      opening={wanted === 'open'}
    />
  );
}

/** The header's merchant/division dropdown, loaded the same way; its button shows what is bound from the start. */
export function LazyMerchantPicker() {
  const { t } = useI18n();
  const text = useMerchantPickerText();
  const [wanted, , plainHandlers] = useWanted(MerchantPicker.load);
  const button = (plainRef: PlainButtonRef) => (
    <button
      type="button"
      className="popover-trigger merchant-picker-trigger"
      aria-label={`${t.merchants.picker.label()}: ${text}`}
      {...plainHandlers}
      ref={plainRef}
    >
      <span className="popover-trigger-text">{text}</span>
      <span aria-hidden="true">▾</span>
    </button>
  );
  return (
    <SwapKeepingFocus
      placeholder={button}
      loaded={wanted === 'no' ? undefined : <MerchantPicker openNow={wanted === 'open'} />}
      opening={wanted === 'open'}
    />
  );
}
