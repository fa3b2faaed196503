import { createRoot } from 'react-dom/client';
import 'semantic-ui-css/semantic.min.css';
import './styles/global.css';
import './styles/phone.css';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(<App />);
