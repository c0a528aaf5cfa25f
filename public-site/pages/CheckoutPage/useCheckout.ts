import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSite } from '../../app/useSite.ts';
import { inPageLanguage } from '../../components/CardPayment/cardPayment.ts';
import { type CheckoutEffectContext, runCheckoutEffect } from './checkoutEffects.ts';
import { type CheckoutAction, type CheckoutState, checkoutTransition } from './checkoutState.ts';

/**
 * The checkout state machine wired to the API: each action goes through the pure transition, and
 * the effects it asks for run here, their answers coming back as actions.
 */
export function useCheckout(
  initial: () => CheckoutState,
  context: CheckoutEffectContext,
): [CheckoutState, (action: CheckoutAction) => void] {
  const [state, setState] = useState(initial);
  const current = useRef(state);
  const contextRef = useRef(context);
  contextRef.current = context;
  const navigate = useNavigate();
  const { language } = useSite();

  const dispatch = useCallback(
    (action: CheckoutAction) => {
      const [next, effects] = checkoutTransition(current.current, action);
      current.current = next;
      setState(next);
      for (const effect of effects) {
        if (effect.type === 'navigate') {
          navigate(inPageLanguage(effect.url, language));
          continue;
        }
        runCheckoutEffect(effect, contextRef.current).then((actions) => {
          for (const answer of actions) dispatch(answer);
        });
      }
    },
    [navigate, language],
  );
  return [state, dispatch];
}
