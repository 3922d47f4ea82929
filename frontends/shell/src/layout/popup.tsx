import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';

export const POPUP_MS = 1500;

const PopupContext = createContext<(message: string) => void>(() => {});

/** Spec 8/9: a transient message for 1.5 s, announced politely, taking no layout space. */
export const PopupProvider = ({ children }: { children: ReactNode }) => {
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(''), POPUP_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const show = useCallback((text: string) => setMessage(text), []);
  return (
    <PopupContext.Provider value={show}>
      {children}
      <div className="vs-popup-region" aria-live="polite">
        {message ? <p className="vs-popup">{message}</p> : null}
      </div>
    </PopupContext.Provider>
  );
};

export const useShowPopup = () => useContext(PopupContext);
