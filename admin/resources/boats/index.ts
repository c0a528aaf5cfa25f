import SailingIcon from '@mui/icons-material/Sailing';
import { BoatEdit } from './BoatEdit.tsx';
import { BoatList } from './BoatList.tsx';
import { BoatShow } from './BoatShow.tsx';

export const boats = {
  list: BoatList,
  show: BoatShow,
  edit: BoatEdit,
  icon: SailingIcon,
  recordRepresentation: (boat: { title: string }) => boat.title,
};
